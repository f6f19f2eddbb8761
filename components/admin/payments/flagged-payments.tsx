"use client";

import { useState } from "react";
import { toast } from "sonner";
import { useCan } from "@/components/admin/team/panel-role";
import { Button } from "@/components/ui/button";
import { InlineConfirm } from "@/components/ui/inline-confirm";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { postJson } from "@/lib/browser/fetch";
import type { FlaggedPayment } from "@/lib/payments/summary";
import { FLAGGED_NOTE_MAX, flaggedResolutionSchema } from "@/lib/validation/payments";

type Asking = "refund" | "checked" | null;

/** One payment that needs checking, with the band's two ways to settle it. */
function FlaggedItem({ payment, paystackConfigured, onChanged }: { payment: FlaggedPayment; paystackConfigured: boolean; onChanged: () => void }) {
  const settles = useCan("payments", "write");
  const [asking, setAsking] = useState<Asking>(null);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  // Named by its reference, not a sum: a payment flagged for its amount was not the one the quote asked.
  const which = `${payment.clientName}, ${payment.reference}`;

  async function resolve(body: { resolution: "refund" } | { resolution: "checked"; note: string }) {
    setBusy(true);
    try {
      await postJson(`/api/admin/quotes/${payment.quoteId}/payments/${payment.id}/resolve`, body);
      toast.success(body.resolution === "refund" ? "Refund asked of Paystack" : "Marked checked", {
        description: body.resolution === "refund" ? `${which}: Paystack refunds what the client paid, in full. The payment shows "refunded" when Paystack confirms.` : which,
      });
      setAsking(null);
      onChanged();
    } catch (error) {
      toast.error(body.resolution === "refund" ? "Not refunded" : "Not marked", { description: error instanceof Error ? error.message : "Something went wrong" });
    } finally {
      setBusy(false);
    }
  }

  const refundable = payment.method === "paystack" && paystackConfigured;
  // The server's rule for the note (a few words, at most FLAGGED_NOTE_MAX), read from its schema.
  const noteReady = flaggedResolutionSchema.safeParse({ resolution: "checked", note }).success;
  return (
    <li>
      {payment.clientName}, {payment.reference}: {payment.flag}
      {settles && asking === null && (
        <div className="mt-1 flex flex-wrap gap-2">
          {refundable && (
            <Button variant="outline" className="min-h-11 px-3" onClick={() => setAsking("refund")}>
              Refund through Paystack
            </Button>
          )}
          <Button variant="outline" className="min-h-11 px-3" onClick={() => setAsking("checked")}>
            Mark checked
          </Button>
        </div>
      )}
      {asking === "refund" && (
        <InlineConfirm
          className="mt-2"
          confirmLabel="Refund in full"
          busyLabel="Asking Paystack..."
          busy={busy}
          onConfirm={() => resolve({ resolution: "refund" })}
          onCancel={() => setAsking(null)}
        >
          {`Refund ${payment.clientName}'s payment ${payment.reference} in full? Paystack returns everything the client paid on it to their card or account, whatever the amount. This cannot be undone.`}
        </InlineConfirm>
      )}
      {asking === "checked" && (
        <form
          className="mt-2 flex flex-wrap items-end gap-2"
          aria-label={`Mark payment ${payment.reference} checked`}
          onSubmit={(event) => {
            event.preventDefault();
            void resolve({ resolution: "checked", note });
          }}
          onKeyDown={(event) => {
            if (event.key === "Escape" && !busy) setAsking(null);
          }}
        >
          <div className="grid gap-1">
            <Label htmlFor={`checked-${payment.id}`}>What was done</Label>
            <Input
              id={`checked-${payment.id}`}
              value={note}
              maxLength={FLAGGED_NOTE_MAX}
              autoFocus
              placeholder="Refunded by bank transfer on 2 Dec"
              onChange={(event) => setNote(event.target.value)}
              aria-describedby={`checked-${payment.id}-hint`}
              className="w-72 max-w-full"
            />
            <p id={`checked-${payment.id}-hint`} className="text-sm">
              {`A few words, for whoever reads the payment later (up to ${FLAGGED_NOTE_MAX} characters).`}
            </p>
          </div>
          <Button type="submit" variant="outline" className="min-h-11 px-3" disabled={busy || !noteReady}>
            {busy ? "Saving..." : "Mark checked"}
          </Button>
          <Button type="button" variant="ghost" className="min-h-11 px-3" onClick={() => setAsking(null)} disabled={busy}>
            Cancel
          </Button>
        </form>
      )}
    </li>
  );
}

/** "Payments that need checking": each leaves the list once refunded through Paystack or marked checked. */
export function FlaggedPayments({ flagged, paystackConfigured, onChanged }: { flagged: FlaggedPayment[]; paystackConfigured: boolean; onChanged: () => void }) {
  return (
    <section aria-labelledby="flagged-heading" className="rounded-md border border-danger/40 bg-danger/10 p-4">
      <h3 id="flagged-heading" className="font-semibold">
        Payments that need checking
      </h3>
      <p className="text-sm">
        None of these counts as paid. Refund a Paystack payment here, or settle it yourself (a refund by bank, the rest received and the part marked received in full), then mark it
        checked.
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {flagged.map((payment) => (
          <FlaggedItem key={payment.id} payment={payment} paystackConfigured={paystackConfigured} onChanged={onChanged} />
        ))}
      </ul>
    </section>
  );
}
