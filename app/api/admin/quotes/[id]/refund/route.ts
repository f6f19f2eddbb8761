import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { jsonReply, readJson, routeId } from "@/lib/http";
import { checkRefundAtPaystack, markRefundedByHand, refundAuditTarget, retryRefund, type RefundOutcome } from "@/lib/payments/refunds";
import { refundActionSchema, type RefundAction } from "@/lib/validation/payments";

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
  const { result, what } = await act(quoteId, body, actor.username);
  await audit(actor, { action: "payment", target: refundAuditTarget(quoteId, result, what) });
  return jsonReply({ quoteId, refundStatus: result.status });
});

/** Does what the band asked and says it in the audit's words. */
async function act(quoteId: number, body: RefundAction, by: string): Promise<{ result: RefundOutcome; what: string }> {
  switch (body.action) {
    case "retry":
      return { result: await retryRefund(quoteId), what: "asked of Paystack again" };
    case "check": {
      const result = await checkRefundAtPaystack(quoteId);
      return { result, what: `looked up at Paystack: ${result.status}` };
    }
    case "refunded":
      return { result: await markRefundedByHand(quoteId, body.note, by), what: `refunded by hand: ${body.note}` };
  }
}
