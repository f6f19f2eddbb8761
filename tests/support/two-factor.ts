import { POST as login } from "@/app/api/admin/login/route";
import { POST as enable } from "@/app/api/admin/two-factor/enable/route";
import { POST as setup } from "@/app/api/admin/two-factor/setup/route";
import { loginChallengeCookieName } from "@/lib/auth/login-challenge";
import { cookieFrom, request } from "./requests";
import { totpCode } from "./totp";

const none = { params: Promise.resolve({}) };

export const login2fa = (body: unknown, ip = "192.0.2.71", cookie?: string) => login(request("POST", "/api/admin/login", { body, ip, cookie }));

/** "name=value" of the named cookie the response sets ("" when it sets none). */
export function setCookieNamed(response: Response, name: string): string {
  const line = response.headers.getSetCookie().find((value) => value.startsWith(`${name}=`));
  return line?.split(";")[0] ?? "";
}

/** The password step for an admin with 2FA on: answers the pending sign-in cookie to send with the code. */
export async function passwordStep(username: string, password: string, ip = "192.0.2.71"): Promise<string> {
  const response = await login2fa({ username, password }, ip);
  const pending = setCookieNamed(response, loginChallengeCookieName());
  if (response.status !== 401 || !pending) throw new Error(`password step: ${response.status}, no pending sign-in`);
  return pending;
}

/** Both steps at /api/admin/login: the password, then the code with the pending sign-in cookie. */
export async function signInWithCode(username: string, password: string, code: string, ip = "192.0.2.71"): Promise<Response> {
  return login2fa({ username, code }, ip, await passwordStep(username, password, ip));
}

/** Signs in with a password alone (an admin without 2FA); answers the Cookie header. */
export async function passwordSignIn(username: string, password: string, ip = "192.0.2.70"): Promise<string> {
  const response = await login2fa({ username, password }, ip);
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return cookieFrom(response);
}

/** Enrols the signed-in admin; answers the manual key and the recovery codes. */
export async function enrol(cookie: string): Promise<{ manualKey: string; recoveryCodes: string[] }> {
  const started = await setup(request("POST", "/api/admin/two-factor/setup", { cookie }), none);
  if (started.status !== 200) throw new Error(`setup failed: ${started.status}`);
  const { manualKey } = (await started.json()) as { manualKey: string };
  const enabled = await enable(request("POST", "/api/admin/two-factor/enable", { cookie, body: { code: totpCode(manualKey) } }), none);
  if (enabled.status !== 200) throw new Error(`enable failed: ${enabled.status}`);
  const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };
  return { manualKey, recoveryCodes };
}
