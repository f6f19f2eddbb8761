"use client";

import { usePathname } from "next/navigation";
import { Fragment } from "react";
import { showsAds } from "@/lib/ads/shows-ads";

/**
 * Renders its children (ad slots, the ad script) only when ads are configured (`client`, the
 * publisher id in the site settings) and on the routes that show ads, afresh on each route so
 * every page gets its own ads.
 */
export function AdsOnly({ client, children }: { client: string; children: React.ReactNode }) {
  const pathname = usePathname();
  return client && showsAds(pathname) ? <Fragment key={pathname}>{children}</Fragment> : null;
}
