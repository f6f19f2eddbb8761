import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { cookieFromHeader, secureCookies } from "./cookie";
import { authSecret } from "@/lib/security/secret";

// OWASP's device cookie: a browser that has signed in to an account holds a signed cookie naming
// that account. Its sign-ins are limited on their own, so guesses from elsewhere, which share the
// account's strict limit, never lock the administrator's own browser out.

const MAX_AGE_SECONDS = 180 * 24 * 3600;

export type DeviceCookie = { name: string; value: string; options: { httpOnly: true; sameSite: "strict"; path: "/"; secure: boolean; maxAge: number } };

export function deviceCookieName(): string {
  return secureCookies() ? "__Host-band-admin-device" : "band-admin-device";
}

const signature = (deviceId: string, account: string) => createHmac("sha256", authSecret()).update(`admin-device\0${deviceId}\0${account}`).digest("base64url");

/** The device id of a genuine cookie issued for this account, or null. */
export function trustedDevice(value: string | undefined, username: string): string | null {
  const [deviceId, sent] = value?.split(".") ?? [];
  if (!deviceId || !sent || !/^[\w-]{16,64}$/.test(deviceId)) return null;
  const expected = Buffer.from(signature(deviceId, username.toLowerCase()));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
}

/** A cookie for the browser that just signed in; it keeps its id when it already had one. */
export function issueDeviceCookie(username: string, deviceId = randomBytes(18).toString("base64url")): DeviceCookie {
  return {
    name: deviceCookieName(),
    value: `${deviceId}.${signature(deviceId, username.toLowerCase())}`,
    options: { httpOnly: true, sameSite: "strict", path: "/", secure: secureCookies(), maxAge: MAX_AGE_SECONDS },
  };
}

/** The device cookie's value from a raw Cookie header (next-auth hands authorize() plain headers). */
export const deviceCookieFromHeader = (cookieHeader: string | undefined) => cookieFromHeader(cookieHeader, deviceCookieName());
