import { ApiError } from "@/lib/common/api-error";
import type { NextRequest } from "next/server";
import { withErrorNet } from "@/lib/error-net";

import { drainAfterResponse } from "@/lib/delivery/schedule";
import { confirmPayment } from "@/lib/payments/confirm";
import { PaystackError, verifyTransaction } from "@/lib/payments/paystack";
import { quoteByToken } from "@/lib/payments/quotes";
import { siteOrigin } from "@/lib/site-origin";
import { seeOther } from "@/lib/http";
import { logError } from "@/lib/log";

type Context = { params: Promise<{ token: string }> };

// Paystack sends the client back here (?reference=…&trxref=…). The payment is verified with
// Paystack before anything is recorded, then the client sees the quote page with its state. A
// payment Paystack still calls pending is left to the webhook; the page says it is being confirmed.
export const GET = withErrorNet(async (request: NextRequest, { params }: Context) => {
  const { token } = await params;
  const quote = await quoteByToken(token);
  if (!quote) throw new ApiError(404, "not_found", "This quote link is not valid or has expired");
  const reference = request.nextUrl.searchParams.get("reference") ?? request.nextUrl.searchParams.get("trxref") ?? "";
  const payment = quote.payments.find((candidate) => candidate.reference === reference);
  const page = new URL(`/booking/${token}`, siteOrigin());
  if (payment?.status === "pending") {
    try {
      const transaction = await verifyTransaction(reference);
      if (transaction.status === "success") {
        const outcome = await confirmPayment(reference, { amountKobo: transaction.amount, currency: transaction.currency, how: "paystack" }, siteOrigin());
        if (outcome === "paid" || outcome === "flagged") drainAfterResponse();
      } else if (transaction.status === "failed" || transaction.status === "abandoned" || transaction.status === "reversed") page.searchParams.set("problem", "not-completed");
    } catch (error) {
      if (!(error instanceof PaystackError)) throw error;
      logError("paystack verify failed", error.message);
    }
  }
  if (payment) page.searchParams.set("payment", payment.reference);
  return seeOther(page);
});
