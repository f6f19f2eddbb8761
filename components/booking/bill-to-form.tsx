import { buttonClass } from "@/components/ui/button";
import type { BillTo } from "@/lib/payments/bill-to";

const problems: Record<string, string> = {
  "bill-to": "Check the billing details: a company needs its name and address, and a TIN is written 12345678-0001.",
  "bill-to-locked": "The billing details can no longer change once a payment is made: ask the band.",
};

const fieldClass = "mt-1 min-h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base";

/** "Who is the invoice for?": the client or a company, with its address and TIN. A plain form, so it works without JavaScript. */
export function BillToForm({ token, billTo, editable, problem, saved }: { token: string; billTo: BillTo; editable: boolean; problem?: string; saved: boolean }) {
  return (
    <section id="bill-to" aria-labelledby="bill-to-heading" className="mt-8 scroll-mt-20 rounded-xl border border-border bg-card p-5">
      <h2 id="bill-to-heading" className="text-xl font-bold">
        Who is the invoice for?
      </h2>
      {saved && (
        <p role="status" className="mt-2 font-semibold">
          Saved: the invoice and receipts name {billTo.kind === "company" ? billTo.company : "you"}.
        </p>
      )}
      {problem && problems[problem] && (
        <p role="alert" className="mt-2 font-semibold text-danger">
          {problems[problem]}
        </p>
      )}
      {editable ? (
        <form method="post" action={`/api/booking/${token}/bill-to`} className="mt-4 grid gap-4">
          <fieldset>
            <legend className="text-sm font-medium">Bill to</legend>
            <label className="mt-1 flex min-h-11 items-center gap-2">
              <input type="radio" name="kind" value="person" defaultChecked={billTo.kind === "person"} className="size-5 accent-primary" /> Me
            </label>
            <label className="flex min-h-11 items-center gap-2">
              <input type="radio" name="kind" value="company" defaultChecked={billTo.kind === "company"} className="size-5 accent-primary" /> A company
            </label>
          </fieldset>
          <div>
            <label htmlFor="bill-company" className="text-sm font-medium">
              Company name
            </label>
            <input id="bill-company" name="company" maxLength={120} defaultValue={billTo.company ?? ""} className={fieldClass} autoComplete="organization" />
          </div>
          <div>
            <label htmlFor="bill-address" className="text-sm font-medium">
              Address
            </label>
            <textarea id="bill-address" name="address" maxLength={300} rows={2} defaultValue={billTo.address ?? ""} className={fieldClass} autoComplete="street-address" />
          </div>
          <div>
            <label htmlFor="bill-tin" className="text-sm font-medium">
              Company TIN (optional)
            </label>
            <input id="bill-tin" name="tin" maxLength={13} defaultValue={billTo.tin ?? ""} placeholder="12345678-0001" className={fieldClass} />
          </div>
          <button type="submit" className={buttonClass("outline", "min-h-11 w-full sm:w-auto")}>
            Save billing details
          </button>
        </form>
      ) : (
        <p className="mt-2">
          {billTo.kind === "company" ? `${billTo.company}${billTo.address ? `, ${billTo.address}` : ""}${billTo.tin ? ` (TIN ${billTo.tin})` : ""}` : "You, by name."} To change it,
          ask the band.
        </p>
      )}
    </section>
  );
}
