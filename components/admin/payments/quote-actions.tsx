"use client";

import { useCan } from "@/components/admin/team/panel-role";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { getJson, postJson } from "@/lib/browser/fetch";
import { formatNaira } from "@/lib/payments/naira";
import { MarkReceived } from "./mark-received";
import { refundStatusLabel } from "./quote-status";
import type { AdminQuote } from "@/lib/payments/admin-list";

type Terms = { daysAway: number; percent: number; amount: number; depositPaid: number };

const failure = (error: unknown) => (error instanceof Error ? error.message : "Something went wrong");

/** On an open quote: mark a bank transfer received (its own form), and, apart, cancel the booking after seeing the refund the terms give. */
export function QuoteActions({ quote, onChanged }: { quote: AdminQuote; onChanged: () => void }) {
  const marksPayments = useCan("payments", "write");
  const cancels = useCan("quotes", "write");
  const [terms, setTerms] = useState<Terms | null>(null);
  const [busy, setBusy] = useState(false);
  const open = quote.status === "sent" || quote.status === "deposit-paid" || quote.status === "paid";
  if (!open) return null;
  const nextPart = quote.status === "sent" ? "deposit" : quote.status === "deposit-paid" && quote.balance > 0 ? "balance" : null;

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }

  const askCancel = () =>
    run(async () => {
      try {
        setTerms(await getJson<Terms>(`/api/admin/quotes/${quote.id}/cancel`));
      } catch (error) {
        toast.error("Could not load the refund", { description: failure(error) });
      }
    });

  const confirmCancel = () =>
    run(async () => {
      try {
        const result = await postJson<{ refundStatus: string | null }>(`/api/admin/quotes/${quote.id}/cancel`, { refundAmount: terms!.amount });
        toast.success("Booking cancelled", {
          description:
            terms!.amount > 0
              ? `Refund of ${formatNaira(terms!.amount)}: ${result.refundStatus ? refundStatusLabel(result.refundStatus) : "none"}`
              : "No refund is due. The date is free again.",
        });
        setTerms(null);
        onChanged();
      } catch (error) {
        toast.error("Not cancelled", { description: failure(error) });
      }
    });

  return (
    <div className="mt-3 space-y-3">
      {nextPart && marksPayments && <MarkReceived quote={quote} part={nextPart} due={nextPart === "deposit" ? quote.deposit : quote.balance} onChanged={onChanged} />}
      <div className="flex flex-wrap gap-2">
        {!terms && cancels && (
          <Button variant="ghost" className="min-h-11 px-3 text-danger" disabled={busy} onClick={askCancel}>
            {quote.status === "sent" ? "Withdraw quote" : "Cancel booking"}
          </Button>
        )}
      </div>
      {terms && (
        <div role="alertdialog" aria-labelledby={`cancel-${quote.id}-title`} className="rounded-md border border-danger/40 bg-danger/10 p-3 text-sm">
          <p id={`cancel-${quote.id}-title`} className="font-semibold">
            {terms.depositPaid > 0
              ? `Cancelling today, ${terms.daysAway} days before the event, refunds ${formatNaira(terms.amount)}: ${terms.percent}% of the ${formatNaira(terms.depositPaid)} deposit under the terms.`
              : "Nothing has been paid: the quote's link stops working and the enquiry is closed."}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button variant="primary" className="min-h-11 px-3" disabled={busy} onClick={confirmCancel}>
              Confirm cancellation
            </Button>
            <Button variant="outline" className="min-h-11 px-3" disabled={busy} onClick={() => setTerms(null)}>
              Keep it
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
