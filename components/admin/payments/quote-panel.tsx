"use client";

import { useCan } from "@/components/admin/team/panel-role";
import { useState, type FormEvent } from "react";
import useSWR from "swr";
import { toast } from "sonner";
import { Button, buttonClass } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { readableDate, readableMoment } from "@/lib/dates/readable";
import { adminSwrOptions, getJson, postJson } from "@/lib/browser/fetch";
import { formatNaira, readNairaField } from "@/lib/payments/naira";
import { vatOn } from "@/lib/common/payment-terms";
import type { AdminQuote } from "@/lib/payments/admin-list";
import type { QuoteView } from "@/lib/payments/quotes";
import { quoteCreateSchema } from "@/lib/validation/payments";
import { PlanPanel } from "./plan-panel";
import { Disclosure } from "@/components/ui/disclosure";
import { QuoteActions } from "./quote-actions";
import { QuoteBillTo } from "./quote-bill-to";
import { QuoteDocuments } from "./quote-documents";
import { QuotePayments } from "./quote-payments";
import { owedLine, quoteStatusLabels } from "./quote-status";

type Sent = { quote: QuoteView; mailed: boolean; whatsappText: string; whatsappUrl: string };
type BandVat = { vatRegistered: boolean; vatRate: number };

/** What the client will pay for the price typed, before it is sent: the VAT split when the band charges it. */
function PricePreview({ typed, vat }: { typed: number | null; vat: BandVat | undefined }) {
  if (!vat) return null;
  if (!vat.vatRegistered) return <p className="text-sm text-muted-foreground">VAT not charged (the band is not registered for VAT in Settings → Business).</p>;
  if (typed === null || typed < 1) return <p className="text-sm text-muted-foreground">VAT at {vat.vatRate}% is added to the price.</p>;
  const priced = vatOn(typed, vat);
  return (
    <p className="text-sm" aria-live="polite">
      Price {formatNaira(priced.subtotal)} + VAT ({vat.vatRate}%) {formatNaira(priced.vat)} = <strong>the client pays {formatNaira(priced.total)}</strong>
    </p>
  );
}

/** "Quote and payments" on an enquiry: send a quote (mail and WhatsApp link), see its state and payments, act on it. Loads when opened. */
export function QuotePanel({ contactId, clientName, onChanged }: { contactId: number; clientName: string; onChanged: () => void }) {
  const [opened, setOpened] = useState(false);
  const sendsQuotes = useCan("quotes", "write");
  const { data, error, mutate } = useSWR<{ quotes: AdminQuote[]; vat: BandVat }>(opened ? `/api/contacts/${contactId}/quote` : null, getJson, adminSwrOptions);
  const [total, setTotal] = useState("");
  const [note, setNote] = useState("");
  const [sent, setSent] = useState<Sent | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    // The server's schema, checked here first so a typo is answered beside the field.
    const typed = readNairaField(total);
    const parsed = quoteCreateSchema.safeParse({ total: typed ?? NaN, note: note || undefined });
    if (!parsed.success) {
      setProblem(typed !== null ? (parsed.error.issues[0]?.message ?? "Check the total") : "Enter the total in whole Naira, e.g. 500,000");
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      const result = await postJson<Sent>(`/api/contacts/${contactId}/quote`, parsed.data);
      setSent(result);
      setTotal("");
      setNote("");
      toast.success("Quote sent", {
        description: result.mailed ? `${clientName} gets it by email. Send the WhatsApp message too.` : `${clientName} left no email: send the link on WhatsApp.`,
      });
      await mutate();
      onChanged();
    } catch (failure) {
      toast.error("Quote not sent", { description: failure instanceof Error ? failure.message : "Failed to send the quote" });
    } finally {
      setSending(false);
    }
  }

  /** The quote's link as a WhatsApp message from the band's number (inside the 24-hour window). */
  async function sendOnWhatsapp(text: string) {
    try {
      await postJson(`/api/contacts/${contactId}/whatsapp`, { text });
      toast.success("Sent on WhatsApp", { description: `${clientName} has the quote's link in the conversation.` });
      onChanged();
    } catch (failure) {
      toast.error("Not sent on WhatsApp", { description: failure instanceof Error ? failure.message : "Please try again." });
    }
  }

  const changed = () => {
    void mutate();
    onChanged();
  };

  return (
    <Disclosure summary="Quote and payments" onToggle={setOpened}>
      <div className="space-y-4 border-t border-border p-3">
        {sendsQuotes && (
          <>
            <form onSubmit={send} className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
              <div>
                <Label htmlFor={`quote-total-${contactId}`}>{data?.vat.vatRegistered ? "Price before VAT (₦)" : "Total (₦)"}</Label>
                <Input
                  id={`quote-total-${contactId}`}
                  inputMode="numeric"
                  required
                  value={total}
                  onChange={(event) => setTotal(event.target.value)}
                  placeholder="500,000"
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `quote-total-${contactId}-error` : undefined}
                />
                {problem && (
                  <p id={`quote-total-${contactId}-error`} className="mt-1 text-sm text-danger">
                    {problem}
                  </p>
                )}
              </div>
              <div>
                <Label htmlFor={`quote-note-${contactId}`}>Note for the client (optional)</Label>
                <Textarea
                  id={`quote-note-${contactId}`}
                  rows={1}
                  maxLength={1000}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                  placeholder="What the price includes"
                />
              </div>
              <Button type="submit" disabled={sending}>
                {sending ? "Sending..." : "Send quote"}
              </Button>
            </form>
            <PricePreview typed={readNairaField(total)} vat={data?.vat} />
            <p className="text-xs text-muted-foreground">
              The band&apos;s price: when the band is registered for VAT (Settings → Business), VAT is added to it. The deposit (50%, or everything within 7 days of the event) and
              the due dates follow the terms.
            </p>
          </>
        )}
        {sent && (
          <div className="rounded-md bg-muted p-3 text-sm" role="status">
            <p>
              {sent.quote.vat > 0 && `Price ${formatNaira(sent.quote.subtotal)} + VAT ${formatNaira(sent.quote.vat)} = ${formatNaira(sent.quote.total)}. `}
              {sent.quote.balance > 0
                ? `Deposit ${formatNaira(sent.quote.deposit)}, balance ${formatNaira(sent.quote.balance)}.`
                : `Full payment ${formatNaira(sent.quote.total)}: the event is within 7 days.`}{" "}
              The client&apos;s link:{" "}
              <a className="break-all underline" href={sent.quote.url} target="_blank" rel="noopener noreferrer">
                {sent.quote.url}
              </a>
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <a href={sent.whatsappUrl} target="_blank" rel="noopener noreferrer" className={buttonClass("accent", "min-h-11 px-3")}>
                Send the quote on WhatsApp
              </a>
              <Button variant="outline" className="min-h-11 px-3" onClick={() => sendOnWhatsapp(sent.whatsappText)}>
                Send it from the panel (WhatsApp)
              </Button>
            </div>
          </div>
        )}
        {error && <p className="text-sm text-danger">Failed to load the quotes: {error.message}</p>}
        {data?.quotes.map((quote) => (
          <QuoteSummary key={quote.id} quote={quote} withDocuments={quote.id === documentsQuoteId(data.quotes)} onChanged={changed} />
        ))}
      </div>
    </Disclosure>
  );
}

/** The quote whose documents the enquiry's document links give: the booked one, else the latest still in force or cancelled. */
const documentsQuoteId = (quotes: AdminQuote[]) =>
  (quotes.find((quote) => quote.status === "deposit-paid" || quote.status === "paid") ?? quotes.find((quote) => quote.status !== "replaced"))?.id;

function QuoteSummary({ quote, withDocuments, onChanged }: { quote: AdminQuote; withDocuments: boolean; onChanged: () => void }) {
  const overdue = owedLine(quote);
  const readsPlans = useCan("plans", "read");
  return (
    <section aria-label={`Quote ${quote.id}`} className="rounded-md border border-border p-3 text-sm">
      <p className="font-semibold">
        Quote {quote.id}: {formatNaira(quote.total)} · {quoteStatusLabels[quote.status] ?? quote.status}
        {overdue && <span className="ml-2 rounded bg-danger/15 px-2 py-0.5 text-danger">{overdue}</span>}
      </p>
      <p className="text-muted-foreground">
        Deposit {formatNaira(quote.deposit)} by {readableDate(quote.depositDue)}
        {quote.balanceDue && `, balance ${formatNaira(quote.balance)} by ${readableDate(quote.balanceDue)}`}. Paid {formatNaira(quote.paid)}, owed {formatNaira(quote.owed)}.
      </p>
      <p className={quote.acceptance && !quote.acceptance.matchesClient ? "text-danger" : "text-muted-foreground"}>
        {quote.acceptance
          ? `Terms accepted by ${quote.acceptance.name} on ${readableMoment(quote.acceptance.at)}${quote.acceptance.matchesClient ? "" : ` (not the name on the enquiry, ${quote.clientName})`}.`
          : quote.status === "sent"
            ? "The client has not accepted the terms yet: they do so on their quote page before paying."
            : "No acceptance of the terms recorded (paid before acceptance was asked)."}
      </p>
      <QuoteBillTo quote={quote} onChanged={onChanged} />
      <QuotePayments quote={quote} onChanged={onChanged} />
      {quote.status !== "replaced" && quote.status !== "cancelled" && (
        <a className="mt-1 inline-block break-all underline" href={quote.url} target="_blank" rel="noopener noreferrer">
          Open the client&apos;s page
        </a>
      )}
      {withDocuments && <QuoteDocuments quote={quote} />}
      {(quote.status === "deposit-paid" || quote.status === "paid") && readsPlans && <PlanPanel quoteId={quote.id} />}
      <QuoteActions quote={quote} onChanged={onChanged} />
    </section>
  );
}
