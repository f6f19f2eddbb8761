import "server-only";
import { ApiError } from "@/lib/common/api-error";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { readSiteSettings } from "@/lib/settings/store";
import type { PaymentPart } from "@/lib/validation/payments";
import { initializeTransaction, PaystackError, paystackConfigured } from "./paystack";
import { paidOn, type BookingQuote } from "./quotes";
import { logError } from "@/lib/log";

// The client's Pay deposit / Pay balance: a pending payment with its own reference, then Paystack's
// hosted checkout. The amount is the quote's, computed here; nothing the browser sends sets it.

export type StartPaymentResult = { authorizationUrl: string };

/** What is left to pay on a part now, or why it cannot be paid. */
export function payable(quote: BookingQuote, part: PaymentPart): { amount: number } | { error: string } {
  if (quote.status === "cancelled") return { error: "This booking was cancelled" };
  if (part === "deposit") return paidOn(quote, "deposit") > 0 ? { error: "The deposit is already paid" } : { amount: quote.deposit };
  if (quote.balance === 0) return { error: "There is no balance: the whole amount is the deposit" };
  if (paidOn(quote, "deposit") === 0) return { error: "Pay the deposit first" };
  return paidOn(quote, "balance") > 0 ? { error: "The balance is already paid" } : { amount: quote.balance };
}

export async function startPayment(quote: BookingQuote, part: PaymentPart, siteOrigin: string): Promise<StartPaymentResult> {
  const due = payable(quote, part);
  if ("error" in due) throw new ApiError(409, "conflict", due.error);
  if (!paystackConfigured()) throw new ApiError(503, "unavailable", "Online payment is not available at the moment: please pay by bank transfer (details on this page)");
  // Paystack sends its receipt to an email address; without the client's, the band's receives it.
  const email = quote.contact.email || (await readSiteSettings()).email;
  if (!email) throw new ApiError(409, "conflict", "Online payment needs an email address: please ask the band to add yours to the enquiry");
  const reference = `bk${quote.id}-${part}-${randomBytes(8).toString("hex")}`;
  await db.bookingPayment.create({ data: { quoteId: quote.id, part, method: "paystack", reference, amount: due.amount } });
  try {
    const started = await initializeTransaction({
      email,
      amountNaira: due.amount,
      reference,
      callbackUrl: `${siteOrigin}/api/booking/${quote.token}/return`,
      metadata: { quote: quote.id, enquiry: quote.contactId, part },
    });
    return { authorizationUrl: started.authorizationUrl };
  } catch (error) {
    await db.bookingPayment.deleteMany({ where: { reference, status: "pending" } });
    if (!(error instanceof PaystackError)) throw error;
    logError("paystack initialize failed", error.message);
    throw new ApiError(502, "upstream_failed", "Paystack could not start the payment. Please try again in a minute.");
  }
}
