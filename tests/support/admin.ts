import type { Role } from "@/lib/common/roles";
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

let memberAddress = 10;

/** A person on the team with `role`, signed in from an address of their own; answers their id and Cookie header. */
export async function signedInMember(username: string, role: Role, password = "member-password-2026"): Promise<{ id: number; cookie: string }> {
  const member = await db.admin.create({ data: { username, role, name: username, passwordHash: await testPasswordHash(password) } });
  memberAddress = (memberAddress % 250) + 1;
  const response = await login(request("POST", "/api/admin/login", { body: { username, password }, ip: `198.51.100.${memberAddress}` }));
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return { id: member.id, cookie: cookieFrom(response) };
}
