// The visitor's choice about the ads (issue 66, item 1), shared by the consent bar, the script that
// marks the page before its first paint and the counting route. The cookie is first-party, holds
// only the choice and the Lagos day it was made ("accepted.2026-11-28"), lasts six months and is
// named in the privacy policy. The analytics are cookieless and need no choice.

import { AD_CONSENT_COOKIE } from "@/lib/security/ad-consent-mark";

export type AdConsentChoice = "accepted" | "rejected";
/** Six months, as the privacy policy says. */
const AD_CONSENT_MAX_AGE_SECONDS = 182 * 24 * 60 * 60;

const cookiePattern = new RegExp(`(?:^|;\\s*)${AD_CONSENT_COOKIE}=(accepted|rejected)\\.\\d{4}-\\d{2}-\\d{2}(?:;|$)`);

/** The choice a Cookie header (or document.cookie) carries; null before one was made. */
export function adConsentFrom(cookies: string): AdConsentChoice | null {
  return (cookiePattern.exec(cookies)?.[1] as AdConsentChoice | undefined) ?? null;
}

/** The cookie that remembers a choice: SameSite=Lax, Secure wherever the page is served over HTTPS. */
export function adConsentCookie(choice: AdConsentChoice, day: string, secure: boolean): string {
  return `${AD_CONSENT_COOKIE}=${choice}.${day}; Max-Age=${AD_CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}
