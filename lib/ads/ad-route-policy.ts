import "server-only";
import { NextResponse } from "next/server";
import { contentSecurityPolicy } from "@/lib/security/headers";
import { readSiteSettings } from "@/lib/settings/store";
import { logError } from "@/lib/log";

// The routes that may show ads (fixed/ads.ts) get their CSP here, per request, from proxy.ts:
// the ad network's hosts are listed only while an AdSense publisher id is set. The setting is read
// at most every few seconds per server (a page view costs no database read), so a save reaches
// the policy of every server within ADS_SETTING_TTL_MS, as the revalidated pages reach them.

const ADS_SETTING_TTL_MS = 5_000;
let known: { adsOn: boolean; until: number } | null = null;

async function adsSwitchedOn(now = Date.now()): Promise<boolean> {
  if (known && known.until > now) return known.adsOn;
  try {
    known = { adsOn: Boolean((await readSiteSettings()).adsenseClient), until: now + ADS_SETTING_TTL_MS };
  } catch (error) {
    // The page itself may still be served from the cache: keep the last answer, or no ad hosts.
    logError("The AdSense setting could not be read for the ad routes' policy", error);
    known = { adsOn: known?.adsOn ?? false, until: now + ADS_SETTING_TTL_MS };
  }
  return known.adsOn;
}

/** Passes the request on with the ad route's policy: the prerendered policy, plus the ad hosts while ads are on. */
export async function withAdRoutePolicy(): Promise<NextResponse> {
  const response = NextResponse.next();
  response.headers.set("content-security-policy", contentSecurityPolicy({ ads: await adsSwitchedOn() }));
  return response;
}
