import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { PaymentPart } from "@/lib/validation/payments";
import { payable } from "./checkout";
import { confirmPayment } from "./confirm";

/** The admin marks a part received outside Paystack (a bank transfer): the same path as a Paystack payment, so the date is booked the same way. */
export async function markPaidByHand(
  quoteId: number,
  part: PaymentPart,
  siteOrigin: string,
): Promise<{ ok: true; amount: number } | { ok: false; status: 404 | 409; error: string }> {
  const quote = await db.bookingQuote.findUnique({ where: { id: quoteId }, include: { contact: true, payments: true } });
  if (!quote || quote.status === "replaced") return { ok: false, status: 404, error: "Quote not found" };
  const due = payable(quote, part);
  if ("error" in due) return { ok: false, status: 409, error: due.error };
  const reference = `manual-${quote.id}-${part}-${randomBytes(4).toString("hex")}`;
  await db.bookingPayment.create({ data: { quoteId, part, method: "manual", reference, amount: due.amount } });
  const outcome = await confirmPayment(reference, { amountKobo: due.amount * 100, currency: "NGN", how: "manual" }, siteOrigin);
  return outcome === "paid" ? { ok: true, amount: due.amount } : { ok: false, status: 409, error: "This part was paid meanwhile" };
}
