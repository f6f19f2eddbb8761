import type { MetadataRoute } from "next";
import { disallowedPaths } from "@/fixed/seo-pages";
import { connection } from "next/server";
import { siteOrigin } from "@/lib/site-origin";

export default async function robots(): Promise<MetadataRoute.Robots> {
  // Per request, so the address is the NEXT_PUBLIC_SITE_URL the server runs with, not the build's.
  await connection();
  const base = siteOrigin();
  return {
    rules: { userAgent: "*", allow: "/", disallow: disallowedPaths },
    sitemap: `${base}/sitemap.xml`,
  };
}
