import { auditRequest } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { drainAfterResponse } from "@/lib/outbox/schedule";
import { badRequest, jsonError, jsonReply, readJson } from "@/lib/http";
import { markPaidByHand } from "@/lib/payments/manual";
import { siteOrigin } from "@/lib/site-origin";
import { manualPaymentSchema } from "@/lib/validation/payments";

type Context = { params: Promise<{ id: string }> };

// Admin only: a deposit or balance received by bank transfer, marked by hand: { part, amount,
// receivedOn }. The amount due books the date (201, flagged: false); another amount is recorded and
// flagged (201, flagged: true) and books nothing. Undone within 24 hours by DELETE …/payments/{paymentId}.
export const POST = withAdmin<Context>(async (request, { params, admin }) => {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id < 1) return badRequest("id: must be a positive whole number");
  const body = await readJson(request, manualPaymentSchema, 1024);
  if (!body.ok) return body.response;
  const result = await markPaidByHand(id, body.data, siteOrigin());
  if (!result.ok) return jsonError(result.status, result.error);
  const what = result.flagged ? `₦${result.amount} received of ₦${result.due} due (flagged, not booked)` : `₦${result.amount} marked received by hand`;
  await auditRequest(request, admin, { action: "payment", target: `quote ${id}: ${body.data.part} ${what} on ${body.data.receivedOn}` });
  if (!result.flagged) drainAfterResponse();
  return jsonReply(
    { part: body.data.part, amount: result.amount, due: result.due, flagged: result.flagged, paymentId: result.paymentId },
    { status: 201, headers: { "Cache-Control": "no-store" } },
  );
});
