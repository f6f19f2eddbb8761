import "server-only";
import { siteOrigin } from "@/lib/site-origin";

// Everything the Google integrations read from the environment, in one place. Read on each call so
// a restart with new variables (and the tests) take effect without a rebuild.

export type GoogleProvider = "google-business" | "adsense";

export const providerSettings: Record<GoogleProvider, { scope: string; callbackPath: string; adminPath: "/admin/reviews" | "/admin/revenue"; label: string }> = {
  "google-business": {
    scope: "https://www.googleapis.com/auth/business.manage",
    callbackPath: "/api/reviews/callback",
    adminPath: "/admin/reviews",
    label: "Google Business Profile",
  },
  adsense: { scope: "https://www.googleapis.com/auth/adsense.readonly", callbackPath: "/api/adsense/callback", adminPath: "/admin/revenue", label: "AdSense" },
};

const env = (name: string) => process.env[name]?.trim() || "";
const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, "");

export type OAuthClient = { clientId: string; clientSecret: string; authUrl: string; tokenUrl: string };

/** The OAuth client, or the names of the variables still to set (a setup state the panel shows, not a failure). */
export function oauthClient(): { ok: true; client: OAuthClient } | { ok: false; missing: string[] } {
  const clientId = env("GOOGLE_CLIENT_ID");
  const clientSecret = env("GOOGLE_CLIENT_SECRET");
  const missing = [!clientId && "GOOGLE_CLIENT_ID", !clientSecret && "GOOGLE_CLIENT_SECRET"].filter((name): name is string => Boolean(name));
  if (missing.length) return { ok: false, missing };
  return {
    ok: true,
    client: {
      clientId,
      clientSecret,
      authUrl: env("GOOGLE_OAUTH_AUTH_URL") || "https://accounts.google.com/o/oauth2/v2/auth",
      tokenUrl: env("GOOGLE_OAUTH_TOKEN_URL") || "https://oauth2.googleapis.com/token",
    },
  };
}

/** The variables the reviews sync needs that are not set. */
export function missingBusinessSettings(): string[] {
  const client = oauthClient();
  const missing = client.ok ? [] : client.missing;
  for (const name of ["GOOGLE_BUSINESS_ACCOUNT_ID", "GOOGLE_BUSINESS_LOCATION_ID"]) if (!env(name)) missing.push(name);
  return missing;
}

/** "accounts/{account}/locations/{location}", accepting bare ids or full resource names. */
export function businessLocationName(): string {
  const account = env("GOOGLE_BUSINESS_ACCOUNT_ID").replace(/^accounts\//, "");
  const location = env("GOOGLE_BUSINESS_LOCATION_ID").replace(/^.*locations\//, "");
  return `accounts/${account}/locations/${location}`;
}

export const businessApiUrl = () => withoutTrailingSlash(env("GOOGLE_BUSINESS_API_URL") || "https://mybusiness.googleapis.com");
export const adsenseApiUrl = () => withoutTrailingSlash(env("ADSENSE_API_URL") || "https://adsense.googleapis.com");

/** "accounts/pub-…" from ADSENSE_ACCOUNT_ID, or null to use the first account Google lists. */
export function configuredAdsenseAccount(): string | null {
  const id = env("ADSENSE_ACCOUNT_ID").replace(/^accounts\//, "");
  return id ? `accounts/${id}` : null;
}

/** Requests to Google give up after this long (GOOGLE_API_TIMEOUT_MS, default 15 s). */
export function googleTimeoutMs(): number {
  const value = Number(env("GOOGLE_API_TIMEOUT_MS"));
  return Number.isFinite(value) && value > 0 ? value : 15_000;
}

/**
 * Where Google sends the admin back: the site's public address (NEXTAUTH_URL at run time, else
 * NEXT_PUBLIC_SITE_URL) plus the provider's callback path. Must be registered with the client.
 */
export function redirectUri(provider: GoogleProvider): string {
  const base = withoutTrailingSlash(env("NEXTAUTH_URL") || siteOrigin());
  return `${base}${providerSettings[provider].callbackPath}`;
}
