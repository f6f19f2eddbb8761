import "server-only";
import { enqueue } from "@/lib/outbox/enqueue";
import { ApiError, invalidFields } from "@/lib/common/api-error";
import { randomBytes } from "node:crypto";
import { lagosDate } from "@/lib/dates/lagos-days";
import { recordFirstReply } from "@/lib/alerts/reply-clock";
import { readSiteSettings } from "@/lib/settings/store";
import { currentBookingTerms } from "./agreement";
import { db } from "@/lib/db";
import { clientWhatsappText, clientWhatsappUrlFor } from "@/lib/enquiries/whatsapp";
import type { QuoteCreateInput } from "@/lib/validation/payments";
import { quoteMail } from "./mails";
import { paystackConfigured } from "./paystack";
import { daysUntil, lagosDayStart, MAX_QUOTE_TOTAL, quoteAmounts, vatOn } from "@/lib/common/payment-terms";

// A quote for an enquiry: created by the admin, read by the client through its link's token.

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Statuses of a quote whose link still works. */
const OPEN_STATUSES = ["sent", "deposit-paid", "paid", "cancelled"];

/** 256 random bits, URL-safe: nobody guesses a client's quote. */
const newToken = () => randomBytes(32).toString("base64url");

/** The answer of POST /api/contacts/{id}/quote (the interface). */
export type QuoteView = {
  token: string;
  url: string;
  /** The band's price before VAT, the VAT (0 when the band is not VAT-registered), and what the client pays. */
  subtotal: number;
  vat: number;
  total: number;
  deposit: number;
  balance: number;
  depositDueAt: string;
  balanceDueAt: string | null;
};

type QuoteRow = { token: string; url: string; subtotal: number; vat: number; total: number; deposit: number; balance: number; depositDueAt: Date; balanceDueAt: Date | null };

const quoteView = (quote: QuoteRow): QuoteView => ({
  token: quote.token,
  url: quote.url,
  subtotal: quote.subtotal,
  vat: quote.vat,
  total: quote.total,
  deposit: quote.deposit,
  balance: quote.balance,
  depositDueAt: quote.depositDueAt.toISOString(),
  balanceDueAt: quote.balanceDueAt?.toISOString() ?? null,
});

export type CreateQuoteResult = { quote: QuoteView; mailed: boolean; whatsappText: string; whatsappUrl: string };

/**
 * A new quote for an enquiry, with the client's mail in the outbox in the same transaction. An
 * earlier quote nobody has paid is replaced (its link stops working); one with a payment is kept,
 * and a new one refused until the admin cancels that booking.
 */
export async function createQuote(contactId: number, input: QuoteCreateInput, siteOrigin: string, by: string, today = lagosDate()): Promise<CreateQuoteResult> {
  const contact = await db.contact.findFirst({ where: { id: contactId, quarantinedAt: null } });
  if (!contact) throw new ApiError(404, "not_found", "Enquiry not found");
  if (!contact.eventDate) throw new ApiError(409, "conflict", "Set the event date first: the deposit and balance are worked out from it");
  if (daysUntil(contact.eventDate, today) < 0) throw new ApiError(409, "conflict", "The event date has passed");
  const paid = await db.bookingQuote.findFirst({ where: { contactId, status: { in: ["deposit-paid", "paid"] } } });
  if (paid) throw new ApiError(409, "conflict", "This enquiry already has a paid booking: cancel it before sending a new quote");

  const settings = await readSiteSettings();
  // `total` is the band's price; with VAT the client pays more, and the deposit and balance are parts of that.
  const priced = vatOn(input.total, settings);
  if (priced.total > MAX_QUOTE_TOTAL) throw invalidFields({ total: `total with VAT must be at most ₦${MAX_QUOTE_TOTAL.toLocaleString("en-NG")}` });
  const amounts = quoteAmounts(priced.total, contact.eventDate, today);
  const note = input.note || null;
  const token = newToken();
  const url = `${siteOrigin}/booking/${token}`;
  const terms = currentBookingTerms(settings);
  const created = await db.$transaction(async (tx) => {
    await tx.bookingQuote.updateMany({ where: { contactId, status: "sent" }, data: { status: "replaced" } });
    const quote = await tx.bookingQuote.create({
      data: {
        contactId,
        token,
        url,
        subtotal: priced.subtotal,
        vat: priced.vat,
        total: amounts.total,
        deposit: amounts.deposit,
        balance: amounts.balance,
        note,
        depositDueAt: lagosDayStart(amounts.depositDue),
        balanceDueAt: amounts.balanceDue ? lagosDayStart(amounts.balanceDue) : null,
        expiresAt: lagosDayStart(amounts.expires),
        // The terms the client will accept are those of today, kept with the quote.
        termsVersion: terms.version,
        termsText: terms.text,
      },
    });
    if (contact.email) {
      const message = quoteMail(contact, { ...amounts, subtotal: priced.subtotal, vat: priced.vat, note }, url, paystackConfigured());
      await enqueue(tx, { kind: "quote", to: contact.email, contactId, ...message });
    }
    if (contact.status === "new") await tx.contact.update({ where: { id: contactId }, data: { status: "contacted" } });
    await recordFirstReply(tx, contactId, by); // a quote sent answers the enquiry
    return quote;
  });
  const howToPay = paystackConfigured() ? "secure online payment" : "how to pay by bank transfer";
  const whatsappText = `${clientWhatsappText(contact.name, contact.eventType, contact.eventDate)} Here is your quote, with the terms and ${howToPay}: ${url}`;
  return { quote: quoteView(created), mailed: Boolean(contact.email), whatsappText, whatsappUrl: clientWhatsappUrlFor(contact.phone, whatsappText) };
}

/** A booked quote's link is the client's event page until 30 days after the event; any other ends at expiresAt. */
function linkEndsAt(quote: { status: string; expiresAt: Date; contact: { eventDate: string } }): Date {
  const booked = (quote.status === "deposit-paid" || quote.status === "paid") && quote.contact.eventDate;
  return booked ? new Date(lagosDayStart(quote.contact.eventDate).getTime() + 31 * 86_400_000) : quote.expiresAt;
}

/** The quote behind a client's link, with its enquiry and payments; null for a malformed, unknown, replaced or expired token. */
export async function quoteByToken(token: string, now = new Date()) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const quote = await db.bookingQuote.findUnique({ where: { token }, include: { contact: true, payments: { orderBy: { id: "asc" } } } });
  if (!quote || !OPEN_STATUSES.includes(quote.status) || linkEndsAt(quote) <= now) return null;
  return quote;
}

export type BookingQuote = NonNullable<Awaited<ReturnType<typeof quoteByToken>>>;

/** Naira paid so far on a part of a quote. */
export const paidOn = (quote: Pick<BookingQuote, "payments">, part: "deposit" | "balance") =>
  quote.payments.filter((payment) => payment.part === part && (payment.status === "paid" || payment.status === "refunded")).reduce((sum, payment) => sum + payment.amount, 0);
