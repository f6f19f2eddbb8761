import "server-only";
import { randomUUID } from "node:crypto";
import { encode, decode } from "next-auth/jwt";
import { db } from "../db";
import { authSecret } from "./secret";

/** The absolute lifetime of a sign-in; refreshing the JWT never extends it. */
export function sessionMaxAgeSeconds(): number {
  const hours = Number(process.env.ADMIN_SESSION_HOURS || 12);
  return Math.round((Number.isFinite(hours) && hours > 0 ? hours : 12) * 3600);
}

export type AdminSession = { adminId: number; username: string; sessionId: string };

export async function startAdminSession(adminId: number): Promise<string> {
  const id = randomUUID();
  const now = Date.now();
  await db.adminSession.create({
    data: { id, adminId, expiresAt: new Date(now + sessionMaxAgeSeconds() * 1000) },
  });
  // Sessions that ended over a day ago are of no further use.
  await db.adminSession.deleteMany({ where: { expiresAt: { lt: new Date(now - 86_400_000) } } });
  return id;
}

export async function isAdminSessionActive(sessionId: unknown, adminId: unknown): Promise<boolean> {
  if (typeof sessionId !== "string" || !sessionId) return false;
  const row = await db.adminSession.findUnique({
    where: { id: sessionId },
    select: { adminId: true, expiresAt: true, revokedAt: true, admin: { select: { isActive: true } } },
  });
  return Boolean(
    row && String(row.adminId) === String(adminId) && !row.revokedAt && row.expiresAt.getTime() > Date.now() && row.admin.isActive,
  );
}

export async function endAdminSession(sessionId: string): Promise<void> {
  await db.adminSession.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
}

/** The JWT next-auth itself would write for this sign-in. */
export function encodeSessionToken(admin: { id: number; username: string }, sessionId: string): Promise<string> {
  return encode({
    token: { sub: String(admin.id), name: admin.username, sid: sessionId },
    secret: authSecret(),
    maxAge: sessionMaxAgeSeconds(),
  });
}

/** The admin behind a session cookie's value, or null when it is missing, forged, ended or expired. */
export async function adminSessionFromToken(value: string | undefined): Promise<AdminSession | null> {
  if (!value) return null;
  let token;
  try {
    token = await decode({ token: value, secret: authSecret() });
  } catch {
    return null;
  }
  if (!token?.sub || typeof token.sid !== "string") return null;
  if (!(await isAdminSessionActive(token.sid, token.sub))) return null;
  return { adminId: Number(token.sub), username: String(token.name ?? ""), sessionId: token.sid };
}
