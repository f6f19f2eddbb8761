import "server-only";
import { eventTypeLabel } from "@/fixed/enquiries";
import { site } from "@/fixed/site";
import { readableDate } from "@/lib/dates/readable";
import { escapeHtml, oneLine, plainGreetingName } from "@/lib/email/templates";
import { formatNaira } from "./naira";

// The mails of a booking (issue #34): the quote, the receipt, the band's notice, the balance
// reminder and the cancellation. Plain text with the same words as simple HTML.

type Booking = { name: string; eventType: string; eventDate: string };

const eventName = (booking: Booking) => `${eventTypeLabel(booking.eventType).toLowerCase()} on ${readableDate(booking.eventDate)}`;
const greeting = (name: string) => {
  const plain = plainGreetingName(name);
  return plain ? `Dear ${plain},` : "Hello,";
};

function mail(subject: string, paragraphs: string[], link?: { label: string; url: string }) {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), site.bandName].join("\n\n") + "\n";
  const html =
    paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`).join("") +
    (link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : "") +
    `<p>${escapeHtml(site.bandName)}</p>`;
  return { subject: oneLine(subject), text, html };
}

export type QuoteFigures = {
  subtotal: number;
  vat: number;
  total: number;
  deposit: number;
  balance: number;
  depositDue: string;
  balanceDue: string | null;
  note: string | null;
};

/** The price, then VAT when the band charges it (issue 64), then the total the client pays. */
const priceLines = (quote: QuoteFigures) => (quote.vat > 0 ? `Price: ${formatNaira(quote.subtotal)}\nVAT: ${formatNaira(quote.vat)}\n` : "");

function dueLines(quote: QuoteFigures): string {
  if (quote.balance === 0) return `${priceLines(quote)}Total: ${formatNaira(quote.total)}, payable in full by ${readableDate(quote.depositDue)} (the event is within 7 days).`;
  return `${priceLines(quote)}Total: ${formatNaira(quote.total)}\nDeposit (50%): ${formatNaira(quote.deposit)}, due by ${readableDate(quote.depositDue)}\nBalance: ${formatNaira(quote.balance)}, due by ${readableDate(quote.balanceDue!)} (7 days before the event)`;
}

/** `online`: Paystack is set up, so the quote page takes payment; else it says how to pay by bank transfer. */
export function quoteMail(booking: Booking, quote: QuoteFigures, url: string, online: boolean) {
  return mail(
    `Your quote from ${site.bandName} for your ${eventName(booking)}`,
    [
      greeting(booking.name),
      `Thank you for considering ${site.bandName} for your ${eventName(booking)}. Here is our quote:`,
      dueLines(quote),
      ...(quote.note ? [quote.note] : []),
      online
        ? "Your date is booked for you as soon as the deposit is paid. The quote page shows the terms and lets you pay securely online."
        : "Your date is booked for you as soon as the deposit arrives. The quote page shows the terms and how to pay by bank transfer.",
      `For your venue and planner, our press kit and technical rider: ${new URL(url).origin}/press`,
    ],
    { label: online ? "View your quote and pay" : "View your quote", url },
  );
}

export function receiptMail(booking: Booking, part: "deposit" | "balance", amount: number, remaining: { balance: number; balanceDue: string | null }, url: string) {
  const what = part === "deposit" ? (remaining.balance > 0 ? "deposit" : "payment") : "balance";
  const next =
    remaining.balance > 0 && part === "deposit"
      ? `The balance of ${formatNaira(remaining.balance)} is due by ${readableDate(remaining.balanceDue!)}; we will remind you.`
      : "Your booking is paid in full.";
  return mail(
    `Payment received: your ${eventName(booking)} is booked`,
    [greeting(booking.name), `We received your ${what} of ${formatNaira(amount)}. Your ${eventName(booking)} is booked with ${site.bandName}.`, next],
    { label: "Your booking", url },
  );
}

/** The outbox's note that a receipt mail carries the payment's receipt as PDF, made when it is sent. */
export const receiptAttachment = (paymentId: number) => `receipt:${paymentId}`;
export const receiptAttachmentPaymentId = (attachment: string) => (/^receipt:[1-9]\d*$/.test(attachment) ? Number(attachment.slice("receipt:".length)) : null);

export function bandPaymentNotice(booking: Booking, contactId: number, part: "deposit" | "balance", amount: number, how: string, siteOrigin: string, balance: number) {
  // The deposit of a booking with no balance is the whole payment: never called a deposit (issue 64).
  const what = part === "deposit" && balance === 0 ? "payment in full" : part;
  return mail(
    `${what === "payment in full" ? "Paid in full" : part === "deposit" ? "Deposit paid" : "Balance paid"}: ${booking.name}, ${eventName(booking)}`,
    [`${booking.name} paid the ${what} of ${formatNaira(amount)} (${how}) for enquiry #${contactId}. The date is booked in the calendar.`],
    {
      label: "Payments",
      url: `${siteOrigin}/admin/payments`,
    },
  );
}

export function flaggedPaymentNotice(reference: string, flag: string, siteOrigin: string) {
  return mail(
    `Payment needs checking: ${reference}`,
    [
      `A payment did not match its quote and was not counted as paid: ${flag}.`,
      "Check it in Paystack's dashboard, then settle it under Payments that need checking: refund it through Paystack there, or mark it checked with what you did.",
    ],
    {
      label: "Payments",
      url: `${siteOrigin}/admin/payments`,
    },
  );
}

export function refundFailedNotice(clientName: string, amount: number, siteOrigin: string) {
  return mail(
    `Refund failed: ${clientName}`,
    [
      `Paystack could not refund ${formatNaira(amount)} to ${clientName} for their cancelled booking.`,
      "It is listed under Refunds still owed: ask Paystack again there, or pay it back by bank transfer and mark it refunded.",
    ],
    { label: "Payments", url: `${siteOrigin}/admin/payments` },
  );
}

export function balanceReminderMail(booking: Booking, balance: number, balanceDue: string, url: string) {
  return mail(
    `Reminder: balance for your ${eventName(booking)} due ${readableDate(balanceDue)}`,
    [greeting(booking.name), `The balance of ${formatNaira(balance)} for your ${eventName(booking)} is due by ${readableDate(balanceDue)}.`],
    {
      label: "Pay balance",
      url,
    },
  );
}

/** 14 days before the event, when the plan for the night still lacks its songs or its timeline. */
export function planReminderMail(booking: Booking, url: string, whatsappUrl: string | null) {
  return mail(
    `Your plan for the night: ${eventName(booking)}`,
    [
      greeting(booking.name),
      `Your ${eventName(booking)} is two weeks away. Please pick your songs and set the timeline of the night on your page, so the band arrives with everything ready. You can change it until 7 days before the event.`,
      ...(whatsappUrl ? [`Easier on WhatsApp? Send us your songs and times there: ${whatsappUrl}`] : []),
    ],
    { label: "Complete your plan", url },
  );
}

export function cancellationMail(booking: Booking, refund: number) {
  const refundLine =
    refund > 0
      ? `Under our terms, ${formatNaira(refund)} of your deposit is refunded to the card or account you paid with; it usually arrives within 10 working days.`
      : "Under our terms, no refund is due for a cancellation this close to the event.";
  return mail(`Your booking for ${eventName(booking)} is cancelled`, [
    greeting(booking.name),
    `Your booking with ${site.bandName} for your ${eventName(booking)} is cancelled.`,
    refundLine,
  ]);
}
