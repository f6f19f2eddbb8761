"use client";

import { Checkbox } from "@/components/ui/checkbox";
import { TextField } from "@/components/ui/text-field";
import type { SiteSettings } from "@/lib/validation/site-settings";
import { SettingsSection } from "./settings-section";

type Business = Pick<SiteSettings, "vatRegistered" | "vatRate" | "tin" | "rcNumber" | "signatoryName" | "lateFeePercentPerMonth">;
type Draft = { vatRegistered: boolean; vatRate: string; tin: string; rcNumber: string; signatoryName: string; lateFeePercentPerMonth: string };

const percent = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.replace(",", ".")));

/** Settings → Business (issue 64): what a finance office looks for on the band's invoices and agreements. */
export function BusinessSection({ data, onSaved, onRestored }: { data: Business; onSaved: (settings: SiteSettings) => void; onRestored: () => void }) {
  return (
    <SettingsSection
      key={`business-${JSON.stringify(data)}`}
      id="business"
      title="Business"
      description="Printed on invoices, receipts and agreements: whether you charge VAT and at what rate, your TIN and CAC number, who signs for the band, and the late fee on an overdue balance."
      settings={[
        { name: "vatRegistered", label: "VAT registration" },
        { name: "vatRate", label: "the VAT rate" },
        { name: "tin", label: "the TIN" },
        { name: "rcNumber", label: "the CAC number" },
        { name: "signatoryName", label: "the signatory" },
        { name: "lateFeePercentPerMonth", label: "the late fee" },
      ]}
      initial={{ ...data, vatRate: String(data.vatRate), lateFeePercentPerMonth: String(data.lateFeePercentPerMonth) } satisfies Draft}
      toBody={(draft) => ({ ...draft, vatRate: percent(draft.vatRate), lateFeePercentPerMonth: percent(draft.lateFeePercentPerMonth) })}
      onSaved={onSaved}
      onRestored={onRestored}
    >
      {(draft, setDraft, errors) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <label className="flex min-h-11 items-center gap-2 sm:col-span-2">
            <Checkbox checked={draft.vatRegistered} onChange={(event) => setDraft({ ...draft, vatRegistered: event.target.checked })} />
            The band is registered for VAT: quotes add VAT to the price
          </label>
          <TextField
            id="settings-vat-rate"
            label="VAT rate (%)"
            problem={errors.vatRate}
            input={{ value: draft.vatRate, inputMode: "decimal", onChange: (event) => setDraft({ ...draft, vatRate: event.target.value }) }}
          />
          <TextField
            id="settings-tin"
            label="Tax Identification Number (TIN)"
            problem={errors.tin}
            help="As FIRS issued it, e.g. 12345678-0001"
            input={{ value: draft.tin, onChange: (event) => setDraft({ ...draft, tin: event.target.value }) }}
          />
          <TextField
            id="settings-rc"
            label="CAC registration"
            problem={errors.rcNumber}
            help="RC 1234567 for a company, BN 1234567 for a business name"
            input={{ value: draft.rcNumber, onChange: (event) => setDraft({ ...draft, rcNumber: event.target.value }) }}
          />
          <TextField
            id="settings-signatory"
            label="Signs agreements for the band"
            problem={errors.signatoryName}
            input={{ value: draft.signatoryName, maxLength: 80, onChange: (event) => setDraft({ ...draft, signatoryName: event.target.value }) }}
          />
          <TextField
            id="settings-late-fee"
            label="Late fee on an overdue balance (% a month)"
            problem={errors.lateFeePercentPerMonth}
            help="0 for none; at most 5"
            input={{ value: draft.lateFeePercentPerMonth, inputMode: "decimal", onChange: (event) => setDraft({ ...draft, lateFeePercentPerMonth: event.target.value }) }}
          />
        </div>
      )}
    </SettingsSection>
  );
}
