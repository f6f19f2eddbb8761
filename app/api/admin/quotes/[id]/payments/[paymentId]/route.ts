import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { jsonReply, readJson, routeId } from "@/lib/http";
import { recordWhtCreditNote, undoManualMark } from "@/lib/payments/manual";
import { whtCreditNoteSchema } from "@/lib/validation/payments";

type Context = { params: Promise<{ id: string; paymentId: string }> };

// Admin only: "Undo: not received": takes back a payment marked by hand within 24 hours (200, the
// part owed again, the date free again after a deposit); a Paystack payment or an older mark 409.
// Nothing is refunded and the client is not told.
export const DELETE = withAdmin<Context>("payments", async (request, { params, actor }) => {
  const quoteId = await routeId({ params });
  const payment = await routeId({ params }, "paymentId");
  const result = await undoManualMark(quoteId, payment, actor.username);
  await audit(actor, {
    action: "payment",
    target: `${result.clientName}'s ${result.part} of ₦${result.amount} marked received by hand: undone${result.dateFreed ? ", the date is free again" : ""}`,
  });
  return jsonReply({ part: result.part, amount: result.amount, dateFreed: result.dateFreed });
});

// Admin only: the withholding tax credit note's number for a payment { whtCreditNote } → 200.
export const PATCH = withAdmin<Context>("payments", async (request, { params, actor }) => {
  const quoteId = await routeId({ params });
  const payment = await routeId({ params }, "paymentId");
  const { whtCreditNote } = await readJson(request, whtCreditNoteSchema, 1024);
  await recordWhtCreditNote(quoteId, payment, whtCreditNote);
  await audit(actor, { action: "payment", target: `quote ${quoteId}: withholding tax credit note ${whtCreditNote} recorded` });
  return jsonReply({ paymentId: payment, whtCreditNote });
});
