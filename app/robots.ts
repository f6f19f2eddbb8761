import type { MetadataRoute } from "next";
import { disallowedPaths } from "@/content/seo-pages";
import { headers } from "next/headers";
import { siteOrigin } from "@/lib/site-origin";

export default async function robots(): Promise<MetadataRoute.Robots> {
  // Read per request: without NEXT_PUBLIC_SITE_URL the address is the one the crawler came to.
  const base = siteOrigin(await headers());
  return {
    rules: { userAgent: "*", allow: "/", disallow: disallowedPaths },
    sitemap: `${base}/sitemap.xml`,
  };
}
