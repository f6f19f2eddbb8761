import "server-only";
import type { z } from "zod";
import { db } from "@/lib/db";
import type { AuditAction, AuditEventView, AuditOutcome, auditQuerySchema } from "@/lib/validation/audit";

/** The latest audit events, newest first, filtered; `before` pages back by id. */
export async function listAuditEvents(query: z.infer<typeof auditQuerySchema>): Promise<{ events: AuditEventView[]; nextBefore: number | null }> {
  const rows = await db.auditEvent.findMany({
    where: {
      action: query.action,
      outcome: query.outcome,
      username: query.username || undefined,
      id: query.before ? { lt: query.before } : undefined,
    },
    orderBy: { id: "desc" },
    take: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  return {
    events: page.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      username: row.username,
      action: row.action as AuditAction,
      target: row.target,
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
      outcome: row.outcome as AuditOutcome,
    })),
    nextBefore: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}
