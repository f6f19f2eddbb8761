import "server-only";
import { db } from "@/lib/db";
import type { StatusUpdate } from "@/lib/whatsapp-cloud/webhook";

// WhatsApp's statuses for the messages the outbox sent (issue 65): alerts, reminders, digests,
// player invitations. Each reaches its row by Meta's message id; a status never steps back (a late
// "delivered" leaves a "read"); one that arrives before its send is recorded waits up to a day in
// whatsapp_early_statuses and is applied when the send is recorded.

/** How far a message got: a status only ever moves it forward (failed is final). */
export const STATUS_RANK: Record<string, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };
const rank = (status: string | null) => STATUS_RANK[status ?? "sent"] ?? 0;
const EARLY_KEPT_MS = 24 * 60 * 60 * 1000;

type Reported = Pick<StatusUpdate, "status" | "providerError">;

async function moveForward(id: number, current: string | null, update: Reported): Promise<boolean> {
  if (rank(update.status) <= rank(current)) return false;
  // Conditional on the state read: of two statuses applied at once, only one moves it from there.
  const moved = await db.outbox.updateMany({
    where: { id, deliveryState: current },
    data: { deliveryState: update.status, deliveryError: update.status === "failed" ? (update.providerError ?? "failed") : null },
  });
  return moved.count > 0;
}

/** What a status did: `failedRowId` names the row it marked failed (its alert's fallback is due: lib/alerts/fallback.ts). */
export type StatusOutcome = { outcome: "applied" | "stale" | "early"; failedRowId: number | null };
const nothingFailed = (outcome: StatusOutcome["outcome"]): StatusOutcome => ({ outcome, failedRowId: null });

/**
 * Applies a status to the outbox row Meta's id names: "applied", "stale" (the row is further
 * along already), or "early" when no row has that id yet (kept for a day).
 */
export async function applyOutboxStatus(update: StatusUpdate): Promise<StatusOutcome> {
  if (!STATUS_RANK[update.status]) return nothingFailed("stale");
  const row = await db.outbox.findFirst({ where: { providerMessageId: update.waMessageId }, select: { id: true, deliveryState: true } });
  if (row) {
    if (!(await moveForward(row.id, row.deliveryState, update))) return nothingFailed("stale");
    return { outcome: "applied", failedRowId: update.status === "failed" ? row.id : null };
  }
  const held = await db.whatsappEarlyStatus.findUnique({ where: { waMessageId: update.waMessageId } });
  if (held && rank(update.status) <= rank(held.status)) return nothingFailed("early");
  await db.whatsappEarlyStatus.upsert({
    where: { waMessageId: update.waMessageId },
    create: { waMessageId: update.waMessageId, status: update.status, error: update.providerError },
    update: { status: update.status, error: update.providerError },
  });
  return nothingFailed("early");
}

/** After a send is recorded: the status that came before it, if one did. True when that status was a failure. */
export async function applyEarlyStatus(outboxId: number, providerMessageId: string): Promise<boolean> {
  const held = await db.whatsappEarlyStatus.findUnique({ where: { waMessageId: providerMessageId } });
  if (!held) return false;
  const moved = await moveForward(outboxId, null, { status: held.status, providerError: held.error });
  await db.whatsappEarlyStatus.deleteMany({ where: { waMessageId: providerMessageId } });
  return moved && held.status === "failed";
}

/** Statuses of messages never recorded as sent are dropped after a day. */
export const dropStaleEarlyStatuses = (now = new Date()) => db.whatsappEarlyStatus.deleteMany({ where: { receivedAt: { lt: new Date(now.getTime() - EARLY_KEPT_MS) } } });
