import "server-only";
import { db } from "@/lib/db";
import { clientIp } from "@/lib/client-address";
import type { AuditAction, AuditOutcome } from "@/lib/validation/audit";
import { logError } from "@/lib/log";

/** Audit rows are kept for a year. */
export const AUDIT_RETENTION_MS = 365 * 86_400_000;
const PRUNE_EVERY_MS = 60 * 60_000;
let lastPrune = 0;

export type AuditEntry = {
  action: AuditAction;
  outcome?: AuditOutcome;
  adminId?: number | null;
  username?: string | null;
  target?: string | null;
  ipAddress?: string | null;
  userAgent?: string | null;
};

/** Where a request came from, for an audit row. */
function requestOrigin(headers: Headers): { ipAddress: string; userAgent: string | null } {
  return { ipAddress: clientIp(headers), userAgent: headers.get("user-agent") };
}

/**
 * Writes one audit row. A failure to record is logged, never thrown: the admin's action has
 * already happened and must not be reported as failed because its record could not be written.
 */
export async function recordAudit(entry: AuditEntry): Promise<void> {
  try {
    await db.auditEvent.create({
      data: {
        action: entry.action,
        outcome: entry.outcome ?? "success",
        adminId: entry.adminId ?? null,
        username: entry.username?.slice(0, 100) ?? null,
        target: entry.target?.slice(0, 300) ?? null,
        ipAddress: entry.ipAddress?.slice(0, 100) ?? null,
        userAgent: entry.userAgent?.slice(0, 512) ?? null,
      },
    });
    await pruneNowAndThen();
  } catch (error) {
    logError("audit event could not be recorded", entry.action, error);
  }
}

/** Who does an admin action and from where: built once per request by withAdmin, handed to routes and stores instead of the request. */
export type AuditActor = { adminId: number; username: string; ipAddress: string; userAgent: string | null };

export function auditActorOf(request: Request, admin: { adminId: number; username: string }): AuditActor {
  return { adminId: admin.adminId, username: admin.username, ...requestOrigin(request.headers) };
}

/** An admin action, written under the actor's name. */
export function audit(actor: AuditActor, entry: Omit<AuditEntry, "adminId" | "username" | "ipAddress" | "userAgent">) {
  return recordAudit({ ...entry, ...actor });
}

export async function pruneAuditEvents(now = Date.now()): Promise<number> {
  const pruned = await db.auditEvent.deleteMany({ where: { createdAt: { lt: new Date(now - AUDIT_RETENTION_MS) } } });
  return pruned.count;
}

async function pruneNowAndThen() {
  const now = Date.now();
  if (now - lastPrune < PRUNE_EVERY_MS) return;
  lastPrune = now;
  await pruneAuditEvents(now);
}
