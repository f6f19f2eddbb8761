import type { MetadataRoute } from "next";
import { publicRoutes } from "@/fixed/seo-pages";
import { connection } from "next/server";
import { siteOrigin } from "@/lib/site-origin";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Per request, so the address is the NEXT_PUBLIC_SITE_URL the server runs with, not the build's.
  await connection();
  const base = siteOrigin();
  return publicRoutes.map((route) => ({
    url: route === "/" ? `${base}/` : `${base}${route}`,
    changeFrequency: "monthly",
    priority: route === "/" ? 1 : 0.7,
  }));
}
