"use client";

import { useCan } from "@/components/admin/team/panel-role";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { InlineConfirm } from "@/components/ui/inline-confirm";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { postJson } from "@/lib/browser/fetch";
import { readableDate } from "@/lib/dates/readable";
import { formatNaira } from "@/lib/payments/naira";
import type { AdminQuote } from "@/lib/payments/admin-list";
import { UNDO_WINDOW_MS } from "@/lib/validation/payments";
import { paymentStatusLabels, refundStatusLabel } from "./quote-status";

type Payment = AdminQuote["payments"][number];

const undoable = (payment: Payment) =>
  payment.method === "manual" && (payment.status === "paid" || payment.status === "flagged") && Date.now() - Date.parse(payment.createdAt) < UNDO_WINDOW_MS;

/** "Undo: not received" on a payment marked by hand in the last 24 hours, after one more question. */
function UndoMark({ quote, payment, onChanged }: { quote: AdminQuote; payment: Payment; onChanged: () => void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  async function undo() {
    setBusy(true);
    try {
      const result = await postJson<{ dateFreed: boolean }>(`/api/admin/quotes/${quote.id}/payments/${payment.id}`, undefined, "DELETE");
      toast.success("Mark undone", {
        description: `${quote.clientName}: the ${payment.part} is owed again.${result.dateFreed ? " The date is free again." : ""} The client was not told.`,
      });
      setAsking(false);
      onChanged();
    } catch (error) {
      toast.error("Not undone", { description: error instanceof Error ? error.message : "Something went wrong" });
    } finally {
      setBusy(false);
    }
  }
  if (!asking) {
    return (
      <Button variant="ghost" className="ml-2 min-h-11 px-2 text-danger" onClick={() => setAsking(true)}>
        Undo: not received
      </Button>
    );
  }
  return (
    <InlineConfirm className="mt-2" confirmLabel="Undo the mark" busyLabel="Undoing..." busy={busy} onConfirm={undo} onCancel={() => setAsking(false)}>
      {`The ${payment.part} of ${formatNaira(payment.amount)} was not received after all? It is owed again${payment.status === "paid" && payment.part === "deposit" ? " and the date is free again" : ""}. Nothing is refunded and the client is not told.`}
    </InlineConfirm>
  );
}

/** The tax a company withheld on a payment, and its credit note: recorded here when the client sends it. */
function WithheldTax({ quote, payment, onChanged }: { quote: AdminQuote; payment: Payment; onChanged: () => void }) {
  const records = useCan("payments", "write");
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await postJson(`/api/admin/quotes/${quote.id}/payments/${payment.id}`, { whtCreditNote: note }, "PATCH");
      toast.success("Credit note recorded", { description: `${quote.clientName}: ${formatNaira(payment.withholdingTax)} of withholding tax.` });
      onChanged();
    } catch (error) {
      toast.error("Not recorded", { description: error instanceof Error ? error.message : "Something went wrong" });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="mt-1">
      {formatNaira(payment.amount - payment.withholdingTax)} received, {formatNaira(payment.withholdingTax)} withheld as tax:{" "}
      {payment.whtCreditNote ? `credit note ${payment.whtCreditNote}` : "awaiting the credit note"}
      {!payment.whtCreditNote && records && payment.status === "paid" && (
        <form onSubmit={save} className="mt-1 flex flex-wrap items-end gap-2" aria-label={`Credit note for payment ${payment.reference}`}>
          <Label htmlFor={`wht-${payment.id}`} className="sr-only">
            Credit note number
          </Label>
          <Input id={`wht-${payment.id}`} value={note} maxLength={60} placeholder="Credit note number" onChange={(event) => setNote(event.target.value)} className="w-48" />
          <Button type="submit" variant="outline" className="min-h-11 px-3" disabled={busy || !note.trim()}>
            Record credit note
          </Button>
        </form>
      )}
    </div>
  );
}

/** A quote's refund (when cancelled) and each payment with how it was made, its state and why it was flagged. */
export function QuotePayments({ quote, onChanged }: { quote: AdminQuote; onChanged: () => void }) {
  const marksPayments = useCan("payments", "write");
  return (
    <>
      {quote.refundAmount !== null && (
        <p>
          Refund {formatNaira(quote.refundAmount)}
          {quote.refundStatus && `: ${refundStatusLabel(quote.refundStatus)}`}
          {quote.refundNote && ` (${quote.refundNote})`}
        </p>
      )}
      {quote.payments.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {quote.payments.map((payment) => (
            <li key={payment.id}>
              {payment.part} {formatNaira(payment.amount)} by {payment.method === "manual" ? "bank transfer" : "Paystack"}: {paymentStatusLabels[payment.status] ?? payment.status}
              {payment.recordedBy && `, marked by ${payment.recordedBy}`}
              {payment.paidAt && ` on ${readableDate(payment.paidAt.slice(0, 10))}`}
              {payment.flag && ` (${payment.flag})`}
              {undoable(payment) && marksPayments && <UndoMark quote={quote} payment={payment} onChanged={onChanged} />}
              {payment.withholdingTax > 0 && <WithheldTax quote={quote} payment={payment} onChanged={onChanged} />}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
