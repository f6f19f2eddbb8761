import type { Metadata } from "next";
import { site } from "@/fixed/site";

type PageMeta = { title: string; description: string; path: string; image: string; imageSize?: { width: number; height: number } };

/** Title, description, canonical URL, Open Graph and Twitter card of one public page. */
export function pageMetadata({ title, description, path, image, imageSize = { width: 1200, height: 630 } }: PageMeta): Metadata {
  const images = [{ url: image, ...imageSize, alt: `${title} — ${site.bandName}` }];
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { type: "website", siteName: site.bandName, title, description, url: path, images },
    twitter: { card: "summary_large_image", title, description, images: [image] },
  };
}
