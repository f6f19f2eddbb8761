"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { InlineConfirm } from "@/components/ui/inline-confirm";
import { TextField } from "@/components/ui/text-field";
import { fieldProblem, getJson, HttpError, sendJson } from "@/lib/browser/fetch";
import { lagosDate } from "@/lib/dates/lagos-days";
import { personKeySchema } from "@/lib/validation/privacy";
import { issuesToFields } from "@/lib/validation/issues";
import { PrivacyRequests } from "./privacy-requests";
import { RetentionSettings } from "./retention-settings";

// Settings → Privacy (issue 66): one person's data found by email or phone, downloaded as one JSON
// file (their request for access), or erased (their request for erasure), what the tax records
// keep staying. Owner and manager only (the routes check it too).

type Found = { person: { email: string | null; phone: string | null; names: string[] }; records: Record<string, unknown[]> };
type Erased = { enquiriesDeleted: number; enquiriesKept: number; whatsappMessages: number; eventPlans: number; messagesSent: number; newsletter: number; kept: { why: string } };

/** Each kind of record, as one and as many. */
const recordWords: Record<string, [string, string]> = {
  enquiries: ["enquiry", "enquiries"],
  whatsappMessages: ["WhatsApp message", "WhatsApp messages"],
  quotes: ["quote", "quotes"],
  payments: ["payment", "payments"],
  documents: ["invoice or receipt", "invoices and receipts"],
  newsletter: ["newsletter subscription", "newsletter subscriptions"],
  privacyRequests: ["privacy request", "privacy requests"],
};
const counted = (count: number, [one, many]: [string, string]) => `${count} ${count === 1 ? one : many}`;

function download(found: Found) {
  const file = new Blob([JSON.stringify(found, null, 2)], { type: "application/json" });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(file);
  link.download = `person-data-${lagosDate()}.json`;
  link.click();
  URL.revokeObjectURL(link.href);
}

export function PrivacySection() {
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [found, setFound] = useState<Found | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const key = () => ({ ...(email.trim() ? { email: email.trim() } : {}), ...(phone.trim() ? { phone: phone.trim() } : {}) });

  async function look(by = key()) {
    const checked = personKeySchema.safeParse(by);
    if (!checked.success) {
      // Each field's first problem, as the server's 400 names them.
      setProblems(issuesToFields(checked.error));
      return;
    }
    setBusy(true);
    setFound(null);
    try {
      setFound(await getJson<Found>(`/api/admin/privacy/person?${new URLSearchParams(by)}`));
      setProblems({});
    } catch (failure) {
      const fields = failure instanceof HttpError ? failure.fields : {};
      setProblems(Object.keys(fields).length ? fields : { email: failure instanceof Error ? failure.message : "The lookup failed" });
    } finally {
      setBusy(false);
    }
  }

  async function erase() {
    setBusy(true);
    const outcome = await sendJson<Erased>("/api/admin/privacy/erase", "POST", key());
    setBusy(false);
    setConfirming(false);
    if (!outcome.ok) {
      toast.error("Nothing was erased", { description: outcome.error });
      return;
    }
    setFound(null);
    const erased = outcome.data;
    toast.success("The person's data is erased", {
      description: `Removed: ${counted(erased.enquiriesDeleted, recordWords.enquiries!)}, ${counted(erased.whatsappMessages, recordWords.whatsappMessages!)}, ${counted(erased.eventPlans, ["event plan", "event plans"])}, ${counted(erased.messagesSent, ["message sent", "messages sent"])}.${erased.enquiriesKept ? ` ${erased.kept.why}` : ""}`,
    });
  }

  const total = found ? Object.values(found.records).reduce((sum, list) => sum + list.length, 0) : 0;
  return (
    <section aria-labelledby="privacy-heading" className="rounded-lg border border-border p-4">
      <h2 id="privacy-heading" className="text-lg font-semibold">
        Privacy: a person&apos;s data
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">
        When someone asks what the band holds about them, or asks for it to be erased, find them by their email or phone number. The law gives a month to answer.
      </p>
      <RetentionSettings />
      <PrivacyRequests
        onLookUp={(address) => {
          setEmail(address);
          setPhone("");
          void look({ email: address });
        }}
      />
      <form
        className="max-w-md space-y-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void look();
        }}
      >
        <TextField
          id="privacy-email"
          label="Their email address"
          problem={fieldProblem(problems, "email")}
          input={{ type: "email", autoComplete: "off", value: email, onChange: (event) => setEmail(event.target.value) }}
        />
        <TextField
          id="privacy-phone"
          label="Or their phone number"
          problem={fieldProblem(problems, "phone")}
          help="Any form: 0803 123 4567 or +234 803 123 4567."
          input={{ type: "tel", inputMode: "tel", autoComplete: "off", value: phone, onChange: (event) => setPhone(event.target.value) }}
        />
        <Button type="submit" variant="primary" disabled={busy}>
          {busy && !confirming ? "Looking…" : "Find their data"}
        </Button>
      </form>
      {found && (
        <div className="mt-4 space-y-3" aria-live="polite">
          {total === 0 ? (
            <p className="text-sm">Nothing is held about this person.</p>
          ) : (
            <>
              <p className="text-sm font-medium">{found.person.names.length ? `Found: ${found.person.names.join(", ")}` : "Found"}</p>
              <ul aria-label="What is held" className="list-disc pl-5 text-sm">
                {Object.entries(found.records)
                  .filter(([, list]) => list.length)
                  .map(([name, list]) => (
                    <li key={name}>{counted(list.length, recordWords[name] ?? [name, name])}</li>
                  ))}
              </ul>
              <div className="flex flex-wrap gap-2">
                <Button type="button" variant="outline" onClick={() => download(found)}>
                  Download (JSON)
                </Button>
                {!confirming && (
                  <Button type="button" variant="outline" className="text-danger" onClick={() => setConfirming(true)}>
                    Erase this person&apos;s data
                  </Button>
                )}
              </div>
              {confirming && (
                <InlineConfirm confirmLabel="Erase for good" busyLabel="Erasing…" busy={busy} onConfirm={() => void erase()} onCancel={() => setConfirming(false)}>
                  Erase everything the band holds about this person? Invoices, receipts and payments stay for six years with the name, without contact details. This cannot be
                  undone.
                </InlineConfirm>
              )}
            </>
          )}
        </div>
      )}
    </section>
  );
}
