"use client";

import { useState } from "react";
import useSWR from "swr";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { adminSwrOptions, fieldProblem, getJson, sendJson } from "@/lib/browser/fetch";
import type { SiteSettings } from "@/lib/validation/site-settings";

// Settings → Privacy's retention periods (issue 66, item 5): how long what the band no longer needs
// is kept. The server deletes what is past them once a day (lib/privacy/retention.ts); the privacy
// policy names them.

type Retention = SiteSettings["retention"];
const fields: { name: keyof Retention; label: string; help: string }[] = [
  { name: "unbookedEnquiryMonths", label: "Enquiries never quoted or booked (months)", help: "Booked events, quotes, invoices and payments are always kept." },
  { name: "whatsappMonths", label: "WhatsApp conversations (months)", help: "Messages older than this are deleted." },
  { name: "analyticsMonths", label: "Raw visits and clicks (months)", help: "The daily counts of the charts stay." },
];

export function RetentionSettings() {
  const { data, mutate } = useSWR<SiteSettings>("/api/admin/settings", getJson, adminSwrOptions);
  const [draft, setDraft] = useState<Record<string, string> | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  if (!data) return <p className="text-sm text-muted-foreground">Loading the retention periods…</p>;
  const values = draft ?? Object.fromEntries(fields.map(({ name }) => [name, String(data.retention[name])]));

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    const retention = Object.fromEntries(fields.map(({ name }) => [name, Number(values[name])]));
    const outcome = await sendJson<SiteSettings>("/api/admin/settings", "PUT", { retention });
    setSaving(false);
    if (!outcome.ok) {
      setProblems(outcome.fields);
      toast.error("The periods were not saved", { description: outcome.error });
      return;
    }
    setProblems({});
    setDraft(null);
    await mutate(outcome.data, { revalidate: false });
    toast.success("Retention periods saved");
  }

  return (
    <form onSubmit={save} noValidate className="mb-6 max-w-md space-y-3" aria-labelledby="retention-heading">
      <h3 id="retention-heading" className="font-semibold">
        How long data is kept
      </h3>
      {fields.map(({ name, label, help }) => (
        <TextField
          key={name}
          id={`retention-${name}`}
          label={label}
          help={help}
          problem={fieldProblem(problems, `retention.${name}`)}
          input={{ type: "number", inputMode: "numeric", min: 1, max: 120, value: values[name], onChange: (change) => setDraft({ ...values, [name]: change.target.value }) }}
        />
      ))}
      <Button type="submit" variant="outline" disabled={saving}>
        {saving ? "Saving…" : "Save the periods"}
      </Button>
    </form>
  );
}
