"use client";

import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { InlineConfirm } from "@/components/ui/inline-confirm";
import { postJson } from "@/lib/browser/fetch";
import { lagosDate } from "@/lib/dates/lagos-days";
import { readableDate } from "@/lib/dates/readable";
import type { AdminQuote } from "@/lib/payments/admin-list";
import { formatNaira, readNairaField } from "@/lib/payments/naira";
import { manualPaymentSchema, type PaymentPart } from "@/lib/validation/payments";

const failure = (error: unknown) => (error instanceof Error ? error.message : "Something went wrong");

type Props = { quote: AdminQuote; part: PaymentPart; due: number; onChanged: () => void };
type Field = "amount" | "withholdingTax" | "receivedOn";
/** What is wrong and the field it is about, so the outline and `aria-invalid` go on that field. */
type Problem = { field: Field; message: string };
const fields: readonly Field[] = ["amount", "withholdingTax", "receivedOn"];

/**
 * "Mark deposit received (bank transfer)" and its balance twin: the amount that arrived (the amount
 * due to start with) and the day, then a confirmation that names what happens: the date booked and
 * a receipt for the client, or, for another amount, a flagged record that books nothing.
 */
export function MarkReceived({ quote, part, due, onChanged }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState(String(due));
  const [receivedOn, setReceivedOn] = useState(() => lagosDate());
  const [withheld, setWithheld] = useState("0");
  const [problem, setProblem] = useState<Problem | null>(null);
  const [checked, setChecked] = useState<{ amount: number; receivedOn: string; withholdingTax: number } | null>(null);
  const [busy, setBusy] = useState(false);

  function check(event: FormEvent) {
    event.preventDefault();
    const typed = readNairaField(amount);
    const tax = readNairaField(withheld || "0");
    if (typed === null) return setProblem({ field: "amount", message: "Enter the amount received in whole Naira, e.g. 400,000" });
    if (tax === null) return setProblem({ field: "withholdingTax", message: "Enter the tax withheld in whole Naira, or 0" });
    const parsed = manualPaymentSchema.safeParse({ part, amount: typed, receivedOn, withholdingTax: tax });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = fields.find((name) => name === issue?.path[0]) ?? "amount";
      return setProblem({ field, message: issue?.message ?? "Check the amount and the date" });
    }
    setProblem(null);
    setChecked({ amount: parsed.data.amount, receivedOn: parsed.data.receivedOn, withholdingTax: parsed.data.withholdingTax });
  }

  async function record() {
    if (!checked) return;
    setBusy(true);
    try {
      const result = await postJson<{ flagged: boolean }>(`/api/admin/quotes/${quote.id}/payments`, { part, ...checked });
      toast.success(result.flagged ? "Recorded and flagged" : "Payment recorded", {
        description: result.flagged
          ? `${quote.clientName}: ${formatNaira(checked.amount)} recorded; the date is not booked.`
          : `${quote.clientName}: ${part} received.${part === "deposit" ? " The date is booked." : ""} You can undo this for 24 hours.`,
      });
      setOpen(false);
      setChecked(null);
      onChanged();
    } catch (error) {
      toast.error("Not recorded", { description: failure(error) });
    } finally {
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <Button
        variant="outline"
        className="min-h-11 px-3"
        onClick={() => {
          // Each time from the amount due and today, whatever was typed before.
          setAmount(String(due));
          setWithheld("0");
          setReceivedOn(lagosDate());
          setProblem(null);
          setChecked(null);
          setOpen(true);
        }}
      >
        Mark {part} received (bank transfer)
      </Button>
    );
  }
  /** The outline and the message's link, on the field the problem is about only. */
  const invalid = (field: Field) => (problem?.field === field ? { "aria-invalid": true as const, "aria-describedby": `${id}-problem` } : {});
  const exact = checked !== null && checked.amount + checked.withholdingTax === due;
  // Earlier transfers of this part recorded short: they never count, so the part is marked whole with the total.
  const recordedShort = quote.payments
    .filter((payment) => payment.part === part && payment.method === "manual" && payment.status === "flagged")
    .reduce((sum, payment) => sum + payment.amount, 0);
  /** A company's usual deduction: 5 % of the part due withheld at source, the rest transferred. */
  function lessWithholding() {
    const tax = Math.round(due * 0.05);
    setWithheld(String(tax));
    setAmount(String(due - tax));
    setChecked(null);
  }
  return (
    <div className="w-full space-y-3 rounded-md border border-border p-3">
      <form onSubmit={check} noValidate className="flex flex-wrap items-end gap-3" aria-label={`Mark ${part} received`}>
        <div className="w-full min-w-0 sm:w-auto">
          <Label htmlFor={`${id}-amount`}>Amount received (₦)</Label>
          <Input
            id={`${id}-amount`}
            inputMode="numeric"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              setChecked(null);
            }}
            {...invalid("amount")}
          />
        </div>
        <div className="w-full min-w-0 sm:w-auto">
          <Label htmlFor={`${id}-tax`}>Tax withheld (₦)</Label>
          <Input
            id={`${id}-tax`}
            inputMode="numeric"
            value={withheld}
            onChange={(event) => {
              setWithheld(event.target.value);
              setChecked(null);
            }}
            {...invalid("withholdingTax")}
          />
        </div>
        <div className="w-full min-w-0 sm:w-auto">
          <Label htmlFor={`${id}-date`}>Date received</Label>
          <Input
            id={`${id}-date`}
            type="date"
            max={lagosDate()}
            value={receivedOn}
            onChange={(event) => {
              setReceivedOn(event.target.value);
              setChecked(null);
            }}
            {...invalid("receivedOn")}
          />
        </div>
        <Button type="button" variant="outline" className="min-h-11 px-3" onClick={lessWithholding}>
          Paid less 5 % tax
        </Button>
        <Button type="submit" variant="outline" className="min-h-11 px-3">
          Continue
        </Button>
        <Button type="button" variant="ghost" className="min-h-11 px-3" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </form>
      {recordedShort > 0 && (
        <p className="text-sm">
          {`${formatNaira(recordedShort)} of this ${part} was recorded short and flagged, and is not counted. When the rest arrives, enter the total received, ${formatNaira(due)}, then mark the flagged transfer checked under Payments that need checking.`}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-danger">
          {problem.message}
        </p>
      )}
      {checked && (
        <InlineConfirm
          confirmLabel={exact ? (part === "deposit" ? "Record and book" : "Record") : "Record and flag"}
          busyLabel="Recording..."
          busy={busy}
          onConfirm={record}
          onCancel={() => setChecked(null)}
        >
          {exact
            ? part === "deposit"
              ? `Book ${readableDate(quote.eventDate)} for ${quote.clientName}?${checked.withholdingTax ? ` ${formatNaira(checked.amount)} received and ${formatNaira(checked.withholdingTax)} withheld as tax.` : ""} The client gets a receipt.`
              : `Record ${quote.clientName}'s balance of ${formatNaira(due)}, received ${readableDate(checked.receivedOn)}? The client gets a receipt.`
            : `${formatNaira(checked.amount)}${checked.withholdingTax ? ` with ${formatNaira(checked.withholdingTax)} withheld` : ""} is not the ${formatNaira(due)} due: it is recorded as received and flagged, and the date is not booked.`}
        </InlineConfirm>
      )}
    </div>
  );
}
