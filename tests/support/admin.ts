import { POST as login } from "@/app/api/admin/login/route";
import { db } from "@/lib/db";
import { testPasswordHash } from "./password";
import { cookieFrom, request } from "./requests";

/** Creates an admin and signs in; answers the Cookie header to send. */
export async function signedInAdminCookie(): Promise<string> {
  await db.admin.create({ data: { username: "inbox-admin", passwordHash: await testPasswordHash("inbox-password") } });
  const response = await login(request("POST", "/api/admin/login", { body: { username: "inbox-admin", password: "inbox-password" }, ip: "192.0.2.200" }));
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return cookieFrom(response);
}
