import "server-only";
import { db } from "@/lib/db";
import { describeDevice } from "./device-name";
import { idleTimeoutMs } from "./session";

export type ActiveSession = { id: string; device: string; ipAddress: string | null; createdAt: string; lastSeenAt: string; current: boolean };

/** The admin's live sessions, the current one first, then the most recently used. */
export async function listActiveSessions(adminId: number, currentSessionId: string): Promise<ActiveSession[]> {
  const now = new Date();
  const rows = await db.adminSession.findMany({
    where: { adminId, revokedAt: null, expiresAt: { gt: now }, lastSeenAt: { gt: new Date(now.getTime() - idleTimeoutMs()) } },
    orderBy: { lastSeenAt: "desc" },
    take: 100,
  });
  return rows
    .map((row) => ({
      id: row.id,
      device: describeDevice(row.userAgent),
      ipAddress: row.ipAddress,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.id === currentSessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the admin's other sessions; false when there is no such live session. */
export async function endOtherSession(adminId: number, currentSessionId: string, sessionId: string): Promise<boolean> {
  if (sessionId === currentSessionId) return false;
  const ended = await db.adminSession.updateMany({ where: { id: sessionId, adminId, revokedAt: null }, data: { revokedAt: new Date() } });
  return ended.count > 0;
}

/** Ends every session of the admin but the current one; answers how many. */
export async function endAllOtherSessions(adminId: number, currentSessionId: string): Promise<number> {
  const ended = await db.adminSession.updateMany({ where: { adminId, revokedAt: null, NOT: { id: currentSessionId } }, data: { revokedAt: new Date() } });
  return ended.count;
}
