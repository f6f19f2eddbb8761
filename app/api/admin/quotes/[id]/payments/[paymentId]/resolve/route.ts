import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { jsonReply, readJson, routeId } from "@/lib/http";
import { markFlaggedChecked, refundFlaggedPayment } from "@/lib/payments/flagged";
import { flaggedResolutionSchema } from "@/lib/validation/payments";

type Context = { params: Promise<{ id: string; paymentId: string }> };

// Admin only: settles a payment that needs checking, which then leaves that list: { resolution:
// "refund" } asks Paystack to refund a flagged Paystack payment in full (200; 502 when Paystack
// refuses, the payment still flagged); { resolution: "checked", note } records what the band did.
// A payment that is not flagged (any more) is 409.
export const POST = withAdmin<Context>("payments", async (request, { params, actor }) => {
  const quoteId = await routeId({ params });
  const paymentId = await routeId({ params }, "paymentId");
  const body = await readJson(request, flaggedResolutionSchema, 1024);
  const result =
    body.resolution === "refund" ? await refundFlaggedPayment(quoteId, paymentId, actor.username) : await markFlaggedChecked(quoteId, paymentId, body.note, actor.username);
  const what = body.resolution === "refund" ? "refund asked of Paystack" : `checked: ${body.note}`;
  await audit(actor, { action: "payment", target: `${result.clientName}'s flagged ${result.part} of ₦${result.amount} (${result.reference}): ${what}` });
  return jsonReply({ paymentId, status: result.status });
});
