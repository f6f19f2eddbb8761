import { GET as adsenseAuthUrl } from "@/app/api/adsense/auth-url/route";
import { GET as adsenseCallback } from "@/app/api/adsense/callback/route";
import { GET as reviewsAuthUrl } from "@/app/api/reviews/auth-url/route";
import { GET as reviewsCallback } from "@/app/api/reviews/callback/route";
import { FAKE_ACCOUNT, FAKE_CLIENT, FAKE_LOCATION, type FakeGoogle } from "../fakes/google";
import { request } from "./requests";

const none = { params: Promise.resolve({}) };
const routes = {
  reviews: { authUrl: reviewsAuthUrl, callback: reviewsCallback },
  adsense: { authUrl: adsenseAuthUrl, callback: adsenseCallback },
};

const googleEnvNames = [
  "GOOGLE_CLIENT_ID",
  "GOOGLE_CLIENT_SECRET",
  "GOOGLE_OAUTH_AUTH_URL",
  "GOOGLE_OAUTH_TOKEN_URL",
  "GOOGLE_BUSINESS_API_URL",
  "GOOGLE_BUSINESS_ACCOUNT_ID",
  "GOOGLE_BUSINESS_LOCATION_ID",
  "ADSENSE_API_URL",
  "ADSENSE_ACCOUNT_ID",
  "NEXTAUTH_URL",
  "GOOGLE_API_TIMEOUT_MS",
];

/** Points every Google variable at the fake. */
export function useFakeGoogleEnv(fake: FakeGoogle) {
  Object.assign(process.env, {
    GOOGLE_CLIENT_ID: FAKE_CLIENT.id,
    GOOGLE_CLIENT_SECRET: FAKE_CLIENT.secret,
    GOOGLE_OAUTH_AUTH_URL: `${fake.url}/o/oauth2/v2/auth`,
    GOOGLE_OAUTH_TOKEN_URL: `${fake.url}/token`,
    GOOGLE_BUSINESS_API_URL: fake.url,
    GOOGLE_BUSINESS_ACCOUNT_ID: FAKE_ACCOUNT,
    GOOGLE_BUSINESS_LOCATION_ID: FAKE_LOCATION,
    ADSENSE_API_URL: fake.url,
    NEXTAUTH_URL: "http://localhost:3000",
  });
}

export function clearGoogleEnv() {
  for (const name of googleEnvNames) delete process.env[name];
}

/** Asks our route for the consent address and follows it at the fake as the browser would. */
export async function consentAtGoogle(product: keyof typeof routes, cookie: string) {
  const answer = await routes[product].authUrl(request("GET", `/api/${product}/auth-url`, { cookie }), none);
  const body = (await answer.json()) as { success: boolean; authUrl: string };
  const consent = await fetch(body.authUrl, { redirect: "manual" });
  const back = new URL(consent.headers.get("location") ?? "");
  return { authUrl: new URL(body.authUrl), back };
}

/** Delivers Google's redirect to our callback; answers the Location we send the admin to. */
export async function deliverCallback(product: keyof typeof routes, back: URL, cookie: string) {
  const response = await routes[product].callback(request("GET", `${back.pathname}${back.search}`, { cookie }), none);
  return { status: response.status, location: new URL(response.headers.get("location") ?? "", "http://localhost:3000") };
}

export async function connect(product: keyof typeof routes, cookie: string) {
  const { back } = await consentAtGoogle(product, cookie);
  return deliverCallback(product, back, cookie);
}
