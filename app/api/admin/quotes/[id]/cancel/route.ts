import { ApiError } from "@/lib/common/api-error";
import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { jsonReply, readJson, routeId } from "@/lib/http";
import { cancelBooking, cancellationTerms } from "@/lib/payments/cancel";
import { cancelBookingSchema } from "@/lib/validation/payments";

type Context = { params: Promise<{ id: string }> };

// Admin only: what cancelling this booking today refunds under the terms.
export const GET = withAdmin<Context>("quotes", async (_request, { params }) => {
  const id = await routeId({ params });
  const terms = await cancellationTerms(id);
  if (!terms) throw new ApiError(404, "not_found", "Quote not found");
  return jsonReply(terms);
});

// Admin only: cancels the booking with the refund the admin was shown; the date is released.
export const POST = withAdmin<Context>("quotes", async (request, { params, actor }) => {
  const id = await routeId({ params });
  const body = await readJson(request, cancelBookingSchema, 1024);
  const result = await cancelBooking(id, body.refundAmount);
  await audit(actor, { action: "booking-cancel", target: `quote ${id}: refund ₦${result.refund.amount} (${result.refund.percent}%)` });
  return jsonReply({ refund: result.refund, refundStatus: result.refundStatus });
});
