import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { drainAfterResponse } from "@/lib/delivery/schedule";
import { jsonReply, readJson, routeId } from "@/lib/http";
import { markPaidByHand } from "@/lib/payments/manual";
import { siteOrigin } from "@/lib/site-origin";
import { manualPaymentSchema } from "@/lib/validation/payments";

type Context = { params: Promise<{ id: string }> };

// Admin only: a deposit or balance received by bank transfer, marked by hand: { part, amount,
// receivedOn, withholdingTax? }. The amount due (cash plus any tax withheld at source) books the date (201, flagged: false); another amount is recorded and
// flagged (201, flagged: true) and books nothing. Undone within 24 hours by DELETE …/payments/{paymentId}.
export const POST = withAdmin<Context>("payments", async (request, { params, actor }) => {
  const id = await routeId({ params });
  const body = await readJson(request, manualPaymentSchema, 1024);
  const result = await markPaidByHand(id, body, siteOrigin(), actor.username);
  const withheld = result.withholdingTax ? ` and ₦${result.withholdingTax} withheld as tax` : "";
  const what = result.flagged ? `₦${result.amount} received${withheld} of ₦${result.due} due (flagged, not booked)` : `₦${result.amount} marked received by hand${withheld}`;
  await audit(actor, { action: "payment", target: `quote ${id}: ${body.part} ${what} on ${body.receivedOn}` });
  if (!result.flagged) drainAfterResponse();
  return jsonReply(
    { part: body.part, amount: result.amount, withholdingTax: result.withholdingTax, due: result.due, flagged: result.flagged, paymentId: result.paymentId },
    { status: 201 },
  );
});
