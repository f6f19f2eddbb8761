import type { MetadataRoute } from "next";
import { disallowedPaths } from "@/content/seo-pages";
import { site } from "@/content/site";

export default function robots(): MetadataRoute.Robots {
  const base = site.url.replace(/\/$/, "");
  return {
    rules: { userAgent: "*", allow: "/", disallow: disallowedPaths },
    sitemap: `${base}/sitemap.xml`,
  };
}
