import "server-only";
import type { z } from "zod";
import { db } from "@/lib/db";
import { newestFirst, olderThan, pageOf, type Page } from "@/lib/paging/keyset";
import type { AuditAction, AuditEventView, AuditOutcome, auditQuerySchema } from "@/lib/validation/audit";

/** A page of the audit events, newest first, filtered (lib/paging/keyset.ts: `cursor` for the next). */
export async function listAuditEvents(query: z.infer<typeof auditQuerySchema>): Promise<Page<AuditEventView>> {
  const rows = await db.auditEvent.findMany({
    where: {
      AND: [{ action: query.action, outcome: query.outcome, username: query.username || undefined }, olderThan("createdAt", query.cursor)],
    },
    orderBy: newestFirst("createdAt"),
    take: query.limit + 1,
  });
  const page = pageOf(rows, (row) => row.createdAt, query.limit);
  return {
    rows: page.rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      username: row.username,
      action: row.action as AuditAction,
      target: row.target,
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
      outcome: row.outcome as AuditOutcome,
    })),
    nextCursor: page.nextCursor,
  };
}
