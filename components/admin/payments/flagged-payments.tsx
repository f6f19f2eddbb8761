"use client";

import { useState } from "react";
import { toast } from "sonner";
import { useCan } from "@/components/admin/team/panel-role";
import { Button } from "@/components/ui/button";
import { InlineConfirm } from "@/components/ui/inline-confirm";
import { postJson } from "@/lib/browser/fetch";
import type { FlaggedPayment } from "@/lib/payments/summary";
import { SettledNoteForm } from "./settled-note-form";

type Asking = "refund" | "checked" | null;

/** One payment that needs checking, with the band's two ways to settle it. */
function FlaggedItem({ payment, paystackConfigured, onChanged }: { payment: FlaggedPayment; paystackConfigured: boolean; onChanged: () => void }) {
  const settles = useCan("payments", "write");
  const [asking, setAsking] = useState<Asking>(null);
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
        <SettledNoteForm
          id={`checked-${payment.id}`}
          ariaLabel={`Mark payment ${payment.reference} checked`}
          submitLabel="Mark checked"
          placeholder="Refunded by bank transfer on 2 Dec"
          busy={busy}
          onSubmit={(note) => void resolve({ resolution: "checked", note })}
          onCancel={() => setAsking(null)}
        />
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
