import "server-only";
import { ApiError } from "@/lib/common/api-error";
import { db } from "@/lib/db";
import { UNDO_WINDOW_MS } from "@/lib/validation/payments";
import { lineupEvent } from "./event";

// What a gig earned (issue 63): the players' fees and what was paid to them, the other costs, and
// what the client paid. A payout can be undone within 24 hours, like a payment marked by hand.

type LineupTotals = { fees: number; paid: number; owed: number; expenses: number; income: number; margin: number };
type PayoutView = { id: number; playerId: number; name: string; amount: number; paidOn: string; recordedBy: string; undoable: boolean };
type ExpenseView = { id: number; label: string; amount: number; recordedBy: string };
export type LineupMoney = { totals: LineupTotals; payouts: PayoutView[]; expenses: ExpenseView[] };

export async function lineupTotals(contactId: number, now = Date.now()): Promise<LineupMoney> {
  const [slots, payouts, expenses, income] = await Promise.all([
    db.lineupSlot.aggregate({ where: { contactId, status: { not: "declined" } }, _sum: { fee: true } }),
    db.playerPayout.findMany({ where: { contactId, undoneAt: null }, orderBy: { id: "asc" }, include: { player: { select: { name: true } } } }),
    db.eventExpense.findMany({ where: { contactId }, orderBy: { id: "asc" } }),
    db.bookingPayment.aggregate({ where: { status: "paid", quote: { contactId } }, _sum: { amount: true } }),
  ]);
  const fees = slots._sum.fee ?? 0;
  const paid = payouts.reduce((sum, payout) => sum + payout.amount, 0);
  const spent = expenses.reduce((sum, expense) => sum + expense.amount, 0);
  const received = income._sum.amount ?? 0;
  return {
    totals: { fees, paid, owed: fees - paid, expenses: spent, income: received, margin: received - fees - spent },
    payouts: payouts.map((payout) => ({
      id: payout.id,
      playerId: payout.playerId,
      name: payout.player.name,
      amount: payout.amount,
      paidOn: payout.paidOn,
      recordedBy: payout.recordedBy,
      undoable: now - payout.createdAt.getTime() <= UNDO_WINDOW_MS,
    })),
    expenses: expenses.map((expense) => ({ id: expense.id, label: expense.label, amount: expense.amount, recordedBy: expense.recordedBy })),
  };
}

/** A payout to a player of this event's lineup (a declined player too: they may have been paid a part). */
export async function recordPayout(contactId: number, input: { playerId: number; amount: number; paidOn: string }, by: string): Promise<{ id: number }> {
  await lineupEvent(db, contactId);
  const inLineup = await db.lineupSlot.findFirst({ where: { contactId, playerId: input.playerId }, select: { id: true } });
  if (!inLineup) throw new ApiError(400, "invalid_input", "playerId: This player is not in the event's lineup", { playerId: "This player is not in the event's lineup" });
  return db.playerPayout.create({ data: { contactId, ...input, recordedBy: by }, select: { id: true } });
}

/** Takes a payout back within 24 hours of recording it (a stray tap, a transfer that bounced). */
export async function undoPayout(contactId: number, payoutId: number, by: string, now = Date.now()): Promise<void> {
  const payout = await db.playerPayout.findFirst({ where: { id: payoutId, contactId } });
  if (!payout) throw new ApiError(404, "not_found", "Payout not found");
  if (payout.undoneAt) throw new ApiError(409, "conflict", "This payout was already undone");
  if (now - payout.createdAt.getTime() > UNDO_WINDOW_MS) throw new ApiError(409, "conflict", "A payout can be undone within 24 hours of recording it");
  const undone = await db.playerPayout.updateMany({ where: { id: payoutId, undoneAt: null }, data: { undoneAt: new Date(now), undoneBy: by } });
  if (undone.count === 0) throw new ApiError(409, "conflict", "This payout was already undone");
}

export async function addExpense(contactId: number, input: { label: string; amount: number }, by: string): Promise<{ id: number }> {
  await lineupEvent(db, contactId);
  return db.eventExpense.create({ data: { contactId, ...input, recordedBy: by }, select: { id: true } });
}

export async function deleteExpense(contactId: number, expenseId: number): Promise<void> {
  const deleted = await db.eventExpense.deleteMany({ where: { id: expenseId, contactId } });
  if (deleted.count === 0) throw new ApiError(404, "not_found", "Expense not found");
}
