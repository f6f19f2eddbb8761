import type { MetadataRoute } from "next";
import { publicRoutes } from "@/content/seo-pages";
import { site } from "@/content/site";

export default function sitemap(): MetadataRoute.Sitemap {
  const base = site.url.replace(/\/$/, "");
  return publicRoutes.map((route) => ({
    url: route === "/" ? `${base}/` : `${base}${route}`,
    changeFrequency: "monthly",
    priority: route === "/" ? 1 : 0.7,
  }));
}
