"use client";

import { useState } from "react";
import { toast } from "sonner";
import { useCan } from "@/components/admin/team/panel-role";
import { Button } from "@/components/ui/button";
import { InlineConfirm } from "@/components/ui/inline-confirm";
import { postJson } from "@/lib/browser/fetch";
import { isFailedRefund } from "@/lib/common/refund-states";
import { readableDayOf } from "@/lib/dates/readable";
import { formatNaira } from "@/lib/payments/naira";
import type { RefundOwed } from "@/lib/payments/refunds";
import { refundStatusLabel } from "./quote-status";
import { SettledNoteForm } from "./settled-note-form";

/** Days after which a refund Paystack took but never confirmed is worth looking up. */
const UNCONFIRMED_AFTER_DAYS = 3;
const DAY_MS = 86_400_000;

type Asking = "retry" | "refunded" | null;
const SUCCESS = { retry: "Refund asked of Paystack again", check: "Paystack says", refunded: "Marked refunded" };
const FAILURE = { retry: "Not refunded", check: "Paystack did not say", refunded: "Not marked" };

/** What the band should do next about a refund in this state. */
function nextStep(refund: RefundOwed, retryable: boolean): string | null {
  if (refund.status === "to refund by bank transfer") return "Pay it back by bank transfer, then mark it refunded.";
  if (isFailedRefund(refund.status))
    return retryable ? "Ask Paystack again, or pay it back by bank transfer and mark it refunded." : "Pay it back by bank transfer, then mark it refunded.";
  if (refund.status === "needs-attention") return "Give Paystack the client's bank account in its dashboard, or pay it back by bank transfer and mark it refunded.";
  const days = refund.cancelledAt ? Math.floor((Date.now() - Date.parse(refund.cancelledAt)) / DAY_MS) : 0;
  if (days < UNCONFIRMED_AFTER_DAYS) return null;
  const lookUp = refund.checkable ? "ask Paystack where it is, or look it up in its dashboard" : "look it up in Paystack's dashboard";
  const asked = refund.checkedAt ? ` The site asks Paystack each day; last asked ${readableDayOf(refund.checkedAt)}.` : "";
  return `Paystack has not confirmed it after ${days} days: ${lookUp}, and mark it refunded once it shows as made.${asked}`;
}

function RefundItem({ refund, paystackConfigured, onChanged }: { refund: RefundOwed; paystackConfigured: boolean; onChanged: () => void }) {
  const settles = useCan("payments", "write");
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const retryable = isFailedRefund(refund.status) && refund.paystackReference !== null && paystackConfigured;
  const which = `${refund.clientName}, ${formatNaira(refund.amount)}`;

  async function act(body: { action: "retry" | "check" } | { action: "refunded"; note: string }) {
    setBusy(true);
    try {
      const result = await postJson<{ refundStatus: string }>(`/api/admin/quotes/${refund.quoteId}/refund`, body);
      toast.success(SUCCESS[body.action], { description: `${which}: ${refundStatusLabel(result.refundStatus)}` });
      setAsking(null);
      onChanged();
    } catch (error) {
      toast.error(FAILURE[body.action], { description: error instanceof Error ? error.message : "Something went wrong" });
      if (body.action === "retry") onChanged(); // the refund's state now says why
    } finally {
      setBusy(false);
    }
  }

  const step = nextStep(refund, retryable);
  return (
    <li>
      {refund.clientName}: {formatNaira(refund.amount)}
      {refund.cancelledAt && `, cancelled ${readableDayOf(refund.cancelledAt)}`}: {refundStatusLabel(refund.status)}.{step && ` ${step}`}
      {settles && asking === null && (
        <div className="mt-1 flex flex-wrap gap-2">
          {retryable && (
            <Button variant="outline" className="min-h-11 px-3" onClick={() => setAsking("retry")}>
              Ask Paystack again
            </Button>
          )}
          {refund.checkable && paystackConfigured && (
            <Button variant="outline" className="min-h-11 px-3" disabled={busy} onClick={() => void act({ action: "check" })}>
              {busy ? "Asking Paystack..." : "Ask Paystack where it is"}
            </Button>
          )}
          <Button variant="outline" className="min-h-11 px-3" onClick={() => setAsking("refunded")}>
            Mark refunded
          </Button>
        </div>
      )}
      {asking === "retry" && (
        <InlineConfirm
          className="mt-2"
          confirmLabel="Ask Paystack"
          busyLabel="Asking Paystack..."
          busy={busy}
          onConfirm={() => act({ action: "retry" })}
          onCancel={() => setAsking(null)}
        >
          {`Ask Paystack again to refund ${formatNaira(refund.amount)} of ${refund.clientName}'s deposit (${refund.paystackReference}) to their card or account?`}
        </InlineConfirm>
      )}
      {asking === "refunded" && (
        <SettledNoteForm
          id={`refunded-${refund.quoteId}`}
          ariaLabel={`Mark ${refund.clientName}'s refund of ${formatNaira(refund.amount)} refunded`}
          submitLabel="Mark refunded"
          placeholder={refund.paystackReference && !isFailedRefund(refund.status) ? "Paystack's dashboard shows it refunded" : "Paid back by bank transfer on 2 Dec"}
          busy={busy}
          onSubmit={(note) => void act({ action: "refunded", note })}
          onCancel={() => setAsking(null)}
        />
      )}
    </li>
  );
}

/** "Refunds still owed": each cancelled booking's refund until Paystack confirms it or the band marks it refunded. */
export function RefundsOwed({ refunds, paystackConfigured, onChanged }: { refunds: RefundOwed[]; paystackConfigured: boolean; onChanged: () => void }) {
  return (
    <section aria-labelledby="refunds-owed-heading" className="rounded-md border border-border bg-card p-4">
      <h3 id="refunds-owed-heading" className="font-semibold">
        Refunds still owed
      </h3>
      <p className="text-sm text-muted-foreground">
        Cancelled bookings whose refund is not done yet. A refund Paystack makes leaves the list when it confirms it; one you make yourself leaves it when you mark it refunded.
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {refunds.map((refund) => (
          <RefundItem key={refund.quoteId} refund={refund} paystackConfigured={paystackConfigured} onChanged={onChanged} />
        ))}
      </ul>
    </section>
  );
}
