import "server-only";
import { recordAudit } from "@/lib/audit/events";
import { db } from "@/lib/db";
import { removeTwoFactor } from "./two-factor";

export type ResetResult = { found: false } | { found: true; removed: boolean; endedSessions: number };

/**
 * `npm run admin:reset-2fa -- USERNAME` on the server: the admin lost their authenticator and their
 * recovery codes. Removes their second factor and ends every session of theirs; always audited.
 */
export async function resetTwoFactor(username: string): Promise<ResetResult> {
  const admin = await db.admin.findUnique({ where: { username }, select: { id: true, username: true } });
  if (!admin) return { found: false };
  const ended = await removeTwoFactor(admin.id);
  await recordAudit({
    action: "two-factor-reset",
    outcome: ended === null ? "failure" : "success",
    adminId: admin.id,
    username: admin.username,
    target: ended === null ? "two-factor sign-in was not set up" : `on the server; ${ended} sessions ended`,
    userAgent: "npm run admin:reset-2fa",
  });
  return { found: true, removed: ended !== null, endedSessions: ended ?? 0 };
}
