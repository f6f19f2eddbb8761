"use client";

import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { TextField } from "@/components/ui/text-field";
import { HttpError, postJson } from "@/lib/browser/fetch";
import { issuesToFields } from "@/lib/validation/issues";
import { privacyRequestKindLabels, privacyRequestKinds, privacyRequestSchema } from "@/lib/validation/privacy";
import { SpamFields } from "./spam-fields";

/** /privacy-request's form (issue 66): sent to POST /api/privacy-requests, each field's problem beside it. */
export function PrivacyRequestForm() {
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = Object.fromEntries(new FormData(event.currentTarget));
    const checked = privacyRequestSchema.safeParse(fields);
    if (!checked.success) {
      setProblems(issuesToFields(checked.error));
      return;
    }
    setSending(true);
    try {
      setDone((await postJson<{ message: string }>("/api/privacy-requests", fields)).message);
    } catch (error) {
      const fieldProblems = error instanceof HttpError ? error.fields : {};
      const why = error instanceof HttpError ? error.message : "The request could not be sent: check your connection and try again, or email us.";
      setProblems(Object.keys(fieldProblems).length ? fieldProblems : { form: why });
    } finally {
      setSending(false);
    }
  }

  if (done)
    return (
      <p role="status" className="rounded-lg border border-border bg-card p-4">
        {done}
      </p>
    );

  const kindProblem = problems.kind;
  const detailsProblem = problems.details;
  return (
    <form onSubmit={submit} noValidate className="relative space-y-4" aria-label="Privacy request">
      <TextField
        id="privacy-email"
        label="Your email address"
        problem={problems.email}
        help="We answer here, and may ask you to confirm the request is yours."
        input={{ name: "email", type: "email", autoComplete: "email", required: true }}
      />
      <div>
        <Label htmlFor="privacy-kind">What are you asking for?</Label>
        <Select
          id="privacy-kind"
          name="kind"
          required
          defaultValue=""
          aria-invalid={kindProblem ? true : undefined}
          aria-describedby={kindProblem ? "privacy-kind-error" : undefined}
        >
          <option value="" disabled>
            Choose one
          </option>
          {privacyRequestKinds.map((kind) => (
            <option key={kind} value={kind}>
              {privacyRequestKindLabels[kind]}
            </option>
          ))}
        </Select>
        {kindProblem && (
          <p id="privacy-kind-error" className="mt-1 text-sm text-danger">
            {kindProblem}
          </p>
        )}
      </div>
      <div>
        <Label htmlFor="privacy-details">Details (optional)</Label>
        <Textarea
          id="privacy-details"
          name="details"
          rows={5}
          maxLength={2000}
          aria-invalid={detailsProblem ? true : undefined}
          aria-describedby={detailsProblem ? "privacy-details-error" : "privacy-details-help"}
        />
        <p id={detailsProblem ? "privacy-details-error" : "privacy-details-help"} className={`mt-1 text-sm ${detailsProblem ? "text-danger" : "text-muted-foreground"}`}>
          {detailsProblem ?? "For example the phone number you used with us, or what should be corrected."}
        </p>
      </div>
      <SpamFields />
      {problems.form && (
        <p role="alert" className="text-sm text-danger">
          {problems.form}
        </p>
      )}
      <button type="submit" disabled={sending} className={buttonClass("primary")}>
        {sending ? "Sending…" : "Send the request"}
      </button>
    </form>
  );
}
