import "@/app/globals.css";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PaymentNotice } from "@/components/booking/payment-notice";
import { QuoteDetails } from "@/components/booking/quote-details";
import { buttonClass } from "@/components/ui/button";
import { BookingDocuments } from "@/components/booking/booking-documents";
import { BookingTerms } from "@/components/booking/booking-terms";
import { BillToForm } from "@/components/booking/bill-to-form";
import { billToOf } from "@/lib/payments/bill-to";
import { EventPlanEditor } from "@/components/booking/event-plan-editor";
import { termsOfQuote } from "@/lib/payments/agreement";
import { planAccess, readPlanWithSongs } from "@/lib/payments/event-plan";
import { payable } from "@/lib/payments/checkout";
import { formatNaira } from "@/lib/payments/naira";
import { paystackConfigured } from "@/lib/payments/paystack";
import { quoteByToken } from "@/lib/payments/quotes";
import { bookingWhatsappHref } from "@/lib/settings/band-contact";
import { readSiteSettings } from "@/lib/settings/store";
import type { PaymentPart } from "@/lib/validation/payments";

export const metadata: Metadata = { title: "Your quote", robots: { index: false, follow: false } };

type Props = { params: Promise<{ token: string }>; searchParams: Promise<{ payment?: string; problem?: string; billed?: string }> };

// The client's quote (issue #34): rendered per request from the token in their link; unknown,
// replaced or expired links are a 404. Paying is a plain form post, so it works without JavaScript.
export default async function BookingPage({ params, searchParams }: Props) {
  const [{ token }, { payment, problem, billed }] = await Promise.all([params, searchParams]);
  const quote = await quoteByToken(token);
  if (!quote) notFound();
  const online = paystackConfigured();
  const settings = await readSiteSettings();
  const { bankDetails } = settings;
  const askForDetails = `Hello, please send me your bank details for Quote ${quote.id}.`;
  const whatsappForDetails = bookingWhatsappHref(settings, askForDetails);
  const next: { part: PaymentPart; amount: number } | null =
    (["deposit", "balance"] as const).map((part) => ({ part, due: payable(quote, part) })).flatMap(({ part, due }) => ("amount" in due ? [{ part, amount: due.amount }] : []))[0] ??
    null;
  const label = next && (next.part === "balance" ? "Pay balance" : quote.balance === 0 ? "Pay in full" : "Pay deposit");
  // Paying, and the bank details, come after the client accepted the terms (issue 47); a deposit
  // paid before acceptance existed leaves the balance payable.
  const accepted = Boolean(quote.acceptedAt) || quote.status !== "sent";
  const access = planAccess(quote);
  const plan = access.open ? { ...(await readPlanWithSongs(quote.id)), editable: access.editableByClient } : null;
  const changeByWhatsapp = bookingWhatsappHref(settings, `Hello, please change the plan for Quote ${quote.id}: `);

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <header>
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Quote #{quote.id}</p>
        <h1 className="mt-2 font-display text-4xl font-bold sm:text-5xl">Your quote</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          {quote.status === "sent"
            ? `Your date is booked for you as soon as the ${quote.balance > 0 ? "deposit" : "payment"} is paid.`
            : quote.status === "cancelled"
              ? "This booking is no longer active."
              : "Thank you: your date is booked."}
        </p>
      </header>
      <PaymentNotice quote={quote} reference={payment} problem={problem} />
      <QuoteDetails quote={quote} />
      <BookingDocuments quote={quote} />
      {plan && (
        <section aria-labelledby="plan-heading" className="mt-10 rounded-xl border border-border bg-card p-5">
          <h2 id="plan-heading" className="font-display text-2xl font-bold">
            Your plan for the night
          </h2>
          <p className="mt-1 text-muted-foreground">
            Pick your songs, set the timeline and tell us about the venue.{" "}
            {plan.editable ? `You can change it until ${access.lock} before the event.` : `The plan locked ${access.lock} before the event.`}
          </p>
          <p className="mt-2">
            <a href={`/api/booking/${token}/event.ics`} className="text-primary underline underline-offset-4" download>
              Add the event to your calendar
            </a>
          </p>
          <div className="mt-4">
            <EventPlanEditor
              endpoint={`/api/booking/${token}/plan`}
              named={plan.songs}
              initial={plan.plan}
              editable={plan.editable}
              lockedNote={
                <>
                  The band keeps the plan from here.{" "}
                  {changeByWhatsapp && (
                    <a href={changeByWhatsapp} target="_blank" rel="noopener noreferrer" className="text-primary underline underline-offset-4">
                      Ask the band to change this
                    </a>
                  )}
                </>
              }
            />
          </div>
        </section>
      )}
      {quote.status !== "cancelled" && (
        <BillToForm
          token={token}
          billTo={billToOf(quote)}
          editable={!quote.payments.some((one) => one.status === "paid" || one.status === "refunded")}
          problem={problem}
          saved={billed === "1"}
        />
      )}
      <BookingTerms
        token={token}
        terms={termsOfQuote(quote, settings)}
        accepted={quote.acceptedAt && quote.acceptedName ? { at: quote.acceptedAt, name: quote.acceptedName } : null}
        open={quote.status === "sent"}
      />
      {next && online && accepted && (
        <form id="pay" method="post" action={`/api/booking/${token}/pay`} className="mt-8">
          <input type="hidden" name="part" value={next.part} />
          <button type="submit" className={buttonClass("primary", "w-full sm:w-auto")}>
            {label}: {formatNaira(next.amount)}
          </button>
          <p className="mt-2 text-sm text-muted-foreground">You pay on Paystack&apos;s secure page by card, bank transfer or USSD; no card detail reaches this site.</p>
        </form>
      )}
      {next && !online && accepted && (
        <section id="pay" aria-labelledby="transfer-heading" className="mt-8 rounded-xl border border-border bg-card p-5">
          <h2 id="transfer-heading" className="text-xl font-bold">
            Pay by bank transfer
          </h2>
          {bankDetails ? (
            <>
              <p className="mt-2">
                Please transfer {formatNaira(next.amount)} to the account below, with <strong>Quote {quote.id}</strong> as the reference. We confirm your booking as soon as it
                arrives.
              </p>
              <p className="mt-3 font-mono whitespace-pre-line">{bankDetails}</p>
            </>
          ) : (
            <>
              <p className="mt-2">Ask us for our bank details, quoting Quote {quote.id}: we reply with them, and confirm your booking as soon as your payment arrives.</p>
              <p className="mt-3 flex flex-wrap gap-3">
                {whatsappForDetails && (
                  <a href={whatsappForDetails} className={buttonClass("primary")} target="_blank" rel="noopener noreferrer">
                    Ask on WhatsApp
                  </a>
                )}
                {settings.email && (
                  <a
                    href={`mailto:${settings.email}?subject=${encodeURIComponent(`Bank details for Quote ${quote.id}`)}&body=${encodeURIComponent(askForDetails)}`}
                    className={buttonClass("outline")}
                  >
                    Ask by email: {settings.email}
                  </a>
                )}
              </p>
            </>
          )}
        </section>
      )}
    </div>
  );
}
