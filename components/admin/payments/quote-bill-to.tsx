"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { useCan } from "@/components/admin/team/panel-role";
import { Button } from "@/components/ui/button";
import { Disclosure } from "@/components/ui/disclosure";
import { Label } from "@/components/ui/label";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { fieldProblem, sendJson } from "@/lib/browser/fetch";
import type { AdminQuote } from "@/lib/payments/admin-list";

type BillTo = AdminQuote["billTo"];

const billedTo = (billTo: BillTo, clientName: string) =>
  billTo.kind === "company" ? `${billTo.company}${billTo.address ? `, ${billTo.address}` : ""}${billTo.tin ? ` (TIN ${billTo.tin})` : ""}` : `${clientName}, by name`;

/** Who a quote's invoice and receipts are made out to, and the band's change of it (a corrected invoice): any time, unlike the client's. */
export function QuoteBillTo({ quote, onChanged }: { quote: AdminQuote; onChanged: () => void }) {
  const changes = useCan("quotes", "write");
  return (
    <div className="mt-2">
      <p className="text-muted-foreground">Invoice made out to: {billedTo(quote.billTo, quote.clientName)}.</p>
      {changes && (
        <Disclosure summary="Change who the invoice is for">
          <BillToFields quote={quote} onChanged={onChanged} />
        </Disclosure>
      )}
    </div>
  );
}

function BillToFields({ quote, onChanged }: { quote: AdminQuote; onChanged: () => void }) {
  const [kind, setKind] = useState(quote.billTo.kind);
  const [company, setCompany] = useState(quote.billTo.company ?? "");
  const [address, setAddress] = useState(quote.billTo.address ?? "");
  const [tin, setTin] = useState(quote.billTo.tin ?? "");
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const id = (name: string) => `bill-${quote.id}-${name}`;

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const outcome = await sendJson<{ billTo: BillTo }>(`/api/admin/quotes/${quote.id}/bill-to`, "PUT", kind === "company" ? { kind, company, address, tin } : { kind, address });
    setBusy(false);
    if (!outcome.ok) {
      setProblems(outcome.fields);
      toast.error("Not Saved", { description: outcome.error });
      return;
    }
    setProblems({});
    toast.success("Billing details saved", { description: `The invoice and receipts now name ${billedTo(outcome.data.billTo, quote.clientName)}.` });
    onChanged();
  }

  return (
    <form onSubmit={save} noValidate className="grid gap-3 border-t border-border p-3">
      <fieldset>
        <legend className="text-sm font-medium">Bill to</legend>
        {(["person", "company"] as const).map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-2">
            <input type="radio" name={id("kind")} value={option} checked={kind === option} onChange={() => setKind(option)} className="size-5 accent-primary" />
            {option === "person" ? `${quote.clientName}, by name` : "A company"}
          </label>
        ))}
      </fieldset>
      {kind === "company" && (
        <TextField
          id={id("company")}
          label="Company name"
          problem={fieldProblem(problems, "company")}
          input={{ value: company, maxLength: 120, autoComplete: "organization", onChange: (event) => setCompany(event.target.value) }}
        />
      )}
      <div>
        <Label htmlFor={id("address")}>Address</Label>
        <Textarea
          id={id("address")}
          rows={2}
          maxLength={300}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          aria-invalid={fieldProblem(problems, "address") ? true : undefined}
          aria-describedby={fieldProblem(problems, "address") ? `${id("address")}-error` : undefined}
        />
        {fieldProblem(problems, "address") && (
          <p id={`${id("address")}-error`} className="mt-1 text-sm text-danger">
            {fieldProblem(problems, "address")}
          </p>
        )}
      </div>
      {kind === "company" && (
        <TextField
          id={id("tin")}
          label="Company TIN (optional)"
          problem={fieldProblem(problems, "tin")}
          help="Written 12345678-0001."
          input={{ value: tin, maxLength: 13, onChange: (event) => setTin(event.target.value) }}
        />
      )}
      <div>
        <Button type="submit" variant="outline" disabled={busy}>
          {busy ? "Saving…" : "Save billing details"}
        </Button>
      </div>
    </form>
  );
}
