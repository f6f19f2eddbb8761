"use client";

import { useState } from "react";
import useSWR from "swr";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { adminSwrOptions, fieldProblem, getJson, sendJson } from "@/lib/browser/fetch";
import { displayPhone } from "@/lib/validation/phone-number";
import type { AlertNumberAnswer } from "@/lib/validation/team";

/** Security tab: the person's own WhatsApp number that gets each new enquiry's alert, beside Settings' alert numbers. */
export function AlertNumberForm() {
  const { data, mutate } = useSWR<AlertNumberAnswer>("/api/admin/alert-number", getJson, adminSwrOptions);
  if (!data) return <p className="text-sm text-muted-foreground">Loading your alert number…</p>;
  return <AlertNumberFields key={data.whatsapp ?? ""} saved={data.whatsapp} onSaved={(answer) => mutate(answer, { revalidate: false })} />;
}

function AlertNumberFields({ saved, onSaved }: { saved: string | null; onSaved: (answer: AlertNumberAnswer) => void }) {
  const [value, setValue] = useState(saved ? displayPhone(saved) : "");
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function save(whatsapp: string) {
    setBusy(true);
    const outcome = await sendJson<AlertNumberAnswer>("/api/admin/alert-number", "PUT", { whatsapp });
    setBusy(false);
    if (!outcome.ok) {
      setProblem(fieldProblem(outcome.fields, "whatsapp") ?? outcome.error);
      return;
    }
    setProblem(undefined);
    onSaved(outcome.data);
    toast.success(outcome.data.whatsapp ? "Alert number saved" : "WhatsApp alerts off", {
      description: outcome.data.whatsapp ? `New enquiries reach ${displayPhone(outcome.data.whatsapp)} on WhatsApp.` : "Your devices still get their alerts.",
    });
  }

  return (
    <form
      className="max-w-md space-y-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save(value);
      }}
    >
      <TextField
        id="alert-whatsapp"
        label="Your WhatsApp number for enquiry alerts"
        problem={problem}
        help="Each new enquiry and each reminder before the reply promise runs out also go here, once WhatsApp is set up. Leave it empty to take none."
        input={{ type: "tel", inputMode: "tel", autoComplete: "tel", value, onChange: (event) => setValue(event.target.value) }}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? "Saving…" : "Save number"}
        </Button>
        {saved && (
          <Button type="button" variant="outline" disabled={busy} onClick={() => void save("")}>
            Stop WhatsApp alerts
          </Button>
        )}
      </div>
    </form>
  );
}
