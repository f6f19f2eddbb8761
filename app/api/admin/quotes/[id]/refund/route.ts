import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { jsonReply, readJson, routeId } from "@/lib/http";
import { checkRefundAtPaystack, markRefundedByHand, retryRefund } from "@/lib/payments/refunds";
import { formatNaira } from "@/lib/payments/naira";
import { refundActionSchema } from "@/lib/validation/payments";

type Context = { params: Promise<{ id: string }> };

// Admin only: ends a cancelled booking's refund still owed, which then leaves that list: { action:
// "retry" } asks Paystack again for a refund it refused or failed (200 with its new state; 502 when
// Paystack refuses again, the refund still failed); { action: "check" } asks Paystack where a refund
// it took is and records its answer (502 when it does not answer); { action: "refunded", note }
// records that the band made it itself. A booking with no refund still owed, or one changed
// meanwhile, is 409.
export const POST = withAdmin<Context>("payments", async (request, { params, actor }) => {
  const quoteId = await routeId({ params });
  const body = await readJson(request, refundActionSchema, 1024);
  const result =
    body.action === "retry"
      ? await retryRefund(quoteId)
      : body.action === "check"
        ? await checkRefundAtPaystack(quoteId)
        : await markRefundedByHand(quoteId, body.note, actor.username);
  const what = body.action === "retry" ? "asked of Paystack again" : body.action === "check" ? `looked up at Paystack: ${result.status}` : `refunded by hand: ${body.note}`;
  await audit(actor, { action: "payment", target: `${result.clientName}'s refund of ${formatNaira(result.amount)} (quote ${quoteId}): ${what}` });
  return jsonReply({ quoteId, refundStatus: result.status });
});
