"use client";

import { usePathname } from "next/navigation";
import { Fragment } from "react";
import { adsenseClient } from "@/lib/ads/adsense";
import { showsAds } from "@/lib/ads/shows-ads";

/**
 * Renders its children (ad slots, the ad script) only when ads are configured and on the routes that
 * show ads, afresh on each route so every page gets its own ads.
 */
export function AdsOnly({ children }: { children: React.ReactNode }) {
  const pathname = usePathname();
  return adsenseClient && showsAds(pathname) ? <Fragment key={pathname}>{children}</Fragment> : null;
}
