import "server-only";
import { randomUUID } from "node:crypto";
import { encode, decode } from "next-auth/jwt";
import { db } from "@/lib/db";
import { authSecret } from "@/lib/security/secret";
import { isRole, type Role } from "@/lib/common/roles";

/** The absolute lifetime of a sign-in; refreshing the JWT never extends it. */
export function sessionMaxAgeSeconds(): number {
  const hours = Number(process.env.ADMIN_SESSION_HOURS || 12);
  return Math.round((Number.isFinite(hours) && hours > 0 ? hours : 12) * 3600);
}

/** A sign-in unused for this long has ended (ADMIN_IDLE_MINUTES, default 60). */
export function idleTimeoutMs(): number {
  const minutes = Number(process.env.ADMIN_IDLE_MINUTES || 60);
  return Math.round((Number.isFinite(minutes) && minutes > 0 ? minutes : 60) * 60_000);
}

/** last_seen_at is written at most this often per session, so reads stay cheap. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

/** A signed-in person: their role is read from the database on every request, so a change counts at once. */
export type AdminSession = { adminId: number; username: string; sessionId: string; role: Role; twoFactorOn: boolean };
export type SessionOrigin = { ipAddress?: string; userAgent?: string | null };

export async function startAdminSession(adminId: number, origin: SessionOrigin = {}): Promise<string> {
  const id = randomUUID();
  const now = Date.now();
  await db.adminSession.create({
    data: { id, adminId, expiresAt: new Date(now + sessionMaxAgeSeconds() * 1000), ipAddress: origin.ipAddress, userAgent: origin.userAgent?.slice(0, 512) },
  });
  // Sessions that ended over a day ago are of no further use.
  await db.adminSession.deleteMany({ where: { expiresAt: { lt: new Date(now - 86_400_000) } } });
  return id;
}

/**
 * The person behind a live session: not revoked, within its absolute lifetime, used within the idle
 * timeout, its person active (not removed). Records the use. Their username and role come from the
 * database here, never from the cookie, so a role change or a removal counts on the next request.
 */
async function liveSession(sessionId: unknown, adminId: unknown): Promise<{ username: string; role: Role; twoFactorOn: boolean } | null> {
  if (typeof sessionId !== "string" || !sessionId) return null;
  const row = await db.adminSession.findUnique({
    where: { id: sessionId },
    select: {
      adminId: true,
      expiresAt: true,
      revokedAt: true,
      lastSeenAt: true,
      admin: { select: { isActive: true, username: true, role: true, twoFactor: { select: { enabledAt: true } } } },
    },
  });
  const now = Date.now();
  if (!row || String(row.adminId) !== String(adminId) || row.revokedAt || row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + idleTimeoutMs() <= now) return null;
  if (!row.admin.isActive || !isRole(row.admin.role)) return null;
  if (now - row.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await db.adminSession.updateMany({ where: { id: sessionId, lastSeenAt: { lte: new Date(now - LAST_SEEN_RESOLUTION_MS) } }, data: { lastSeenAt: new Date(now) } });
  }
  return { username: row.admin.username, role: row.admin.role, twoFactorOn: Boolean(row.admin.twoFactor?.enabledAt) };
}

export async function isAdminSessionActive(sessionId: unknown, adminId: unknown): Promise<boolean> {
  return (await liveSession(sessionId, adminId)) !== null;
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
  const live = await liveSession(token.sid, token.sub);
  return live && { adminId: Number(token.sub), sessionId: token.sid, ...live };
}
