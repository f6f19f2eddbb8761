import type { MetadataRoute } from "next";
import { publicRoutes } from "@/content/seo-pages";
import { headers } from "next/headers";
import { siteOrigin } from "@/lib/site-origin";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Read per request: without NEXT_PUBLIC_SITE_URL the address is the one the crawler came to.
  const base = siteOrigin(await headers());
  return publicRoutes.map((route) => ({
    url: route === "/" ? `${base}/` : `${base}${route}`,
    changeFrequency: "monthly",
    priority: route === "/" ? 1 : 0.7,
  }));
}
