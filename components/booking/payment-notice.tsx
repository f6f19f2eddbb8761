import { REFUND_DONE_STATUSES } from "@/lib/common/refund-states";
import { formatNaira } from "@/lib/payments/naira";
import type { BookingQuote } from "@/lib/payments/quotes";

// What the client reads at the top of their quote page: the outcome of a payment they just made
// (Paystack sends them back with ?payment=<reference>), or a problem with their last try.

const problems: Record<string, string> = {
  "not-payable": "That part cannot be paid now: the page below shows what is due.",
  unavailable: "Online payment could not start. Please try again in a minute, or pay by bank transfer.",
  "not-completed": "The payment was not completed. Nothing was charged; you can try again below.",
  terms: "Please type your full name and tick the box to accept the terms first: then you can pay.",
};

type Notice = { tone: "success" | "waiting" | "problem"; title: string; body: string };

/** A cancelled booking: the refund the terms gave, and whether it was sent; or a quote withdrawn unpaid. */
function cancelledNotice(quote: BookingQuote): Notice {
  const refund = quote.refundAmount ?? 0;
  const paid = quote.payments.some((payment) => payment.status === "paid" || payment.status === "refunded");
  let body = paid ? "Under the terms, no refund is due for a cancellation this close to the event." : "Nothing was paid, so there is nothing to refund.";
  if (refund > 0)
    body = REFUND_DONE_STATUSES.includes(quote.refundStatus ?? "")
      ? `Your refund of ${formatNaira(refund)} was sent back to the card or account you paid with.`
      : `Under the terms, ${formatNaira(refund)} is refunded to the card or account you paid with. The band is seeing to it.`;
  // A quote withdrawn before anything was paid was never a booking.
  return { tone: "problem", title: paid ? "This booking was cancelled" : "This quote was withdrawn", body };
}

function noticeFor(quote: BookingQuote, reference: string | undefined, problem: string | undefined): Notice | null {
  if (quote.status === "cancelled") return cancelledNotice(quote);
  const payment = reference ? quote.payments.find((candidate) => candidate.reference === reference) : undefined;
  if (payment?.status === "paid" || payment?.status === "refunded") {
    const fullyPaid = payment.part === "balance" || quote.balance === 0;
    // A receipt is mailed only to a client who gave an email; the documents are on this page either way.
    const receipt = quote.contact.email ? " A receipt is on its way to your email." : " Your receipt is under Your documents below.";
    return {
      tone: "success",
      // A payment that settles everything is never called a deposit (issue 64).
      title: payment.part === "balance" ? "Balance received" : quote.balance === 0 ? "Payment received" : "Deposit received",
      body: fullyPaid ? `Your booking is paid in full and your date is booked.${receipt}` : `Your date is booked.${receipt} We will remind you before the balance is due.`,
    };
  }
  if (payment?.status === "pending" && !problem)
    return {
      tone: "waiting",
      title: "We are confirming your payment",
      body: "Paystack has not confirmed it to us yet. This page checks again every few seconds; please do not pay again.",
    };
  // A second payment of a part already paid (two tabs): kept apart and refunded by the band.
  const alreadyPaid = payment && quote.payments.some((other) => other.part === payment.part && other.status === "paid" && other.reference !== payment.reference);
  if (payment?.status === "flagged" && alreadyPaid)
    return {
      tone: "problem",
      title: "This payment was one too many",
      body: `Your ${payment.part} was already paid, so this second payment was not counted. The band will refund it to the card or account you paid with.`,
    };
  if (payment?.status === "flagged")
    return { tone: "problem", title: "We could not match this payment", body: "It has not been counted yet. The band will check it and contact you." };
  if (payment?.status === "refund-requested" || payment?.status === "returned")
    return {
      tone: "problem",
      title: payment.status === "returned" ? "This payment was refunded" : "This payment is being refunded",
      body: "It was not counted: the money goes back to the card or account you paid with.",
    };
  if (problem && problems[problem]) return { tone: "problem", title: "Payment not made", body: problems[problem] };
  return null;
}

const toneClass = { success: "border-emerald-600/50 bg-emerald-600/10", waiting: "border-border bg-muted", problem: "border-danger/50 bg-danger/10" };

export function PaymentNotice({ quote, reference, problem }: { quote: BookingQuote & { token: string }; reference?: string; problem?: string }) {
  const notice = noticeFor(quote, reference, problem);
  if (!notice) return null;
  return (
    <div role={notice.tone === "problem" ? "alert" : "status"} className={`mt-8 rounded-xl border p-5 ${toneClass[notice.tone]}`} data-testid="payment-notice">
      {/* A pending payment: asks Paystack again every few seconds through the return route (no script needed). */}
      {notice.tone === "waiting" && reference && <meta httpEquiv="refresh" content={`5;url=/api/booking/${quote.token}/return?reference=${encodeURIComponent(reference)}`} />}
      <h2 className="font-display text-2xl font-bold">{notice.title}</h2>
      <p className="mt-1">{notice.body}</p>
    </div>
  );
}
