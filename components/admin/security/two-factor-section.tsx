"use client";

import { useState, type FormEvent } from "react";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { adminSwrOptions, getJson, postJson } from "@/lib/browser/fetch";
import type { TwoFactorStatus } from "@/lib/validation/two-factor";
import { RecoveryCodes } from "./recovery-codes";
import { TwoFactorSetup } from "./two-factor-setup";
import { announceSessionsEnded } from "./sessions-ended";
import { readableDayOf } from "@/lib/dates/readable";

/** The Security tab's two-factor section: set it up, or see it is on, renew the recovery codes, turn it off. */
export function TwoFactorSection() {
  const { data, error, mutate } = useSWR<TwoFactorStatus>("/api/admin/two-factor", getJson, adminSwrOptions);
  // On from the moment the code is accepted, while the recovery codes wait to be saved below.
  const [turnedOn, setTurnedOn] = useState(false);

  return (
    <section aria-labelledby="two-factor-heading" className="max-w-2xl">
      <h3 id="two-factor-heading" className="text-lg font-semibold">
        Two-factor sign-in
      </h3>
      {error ? (
        <p className="mt-2 text-danger">Could not load the two-factor status: {error.message}</p>
      ) : !data ? (
        <p className="mt-2 text-muted-foreground">Loading...</p>
      ) : data.enabled ? (
        <>
          <p className="mt-1 text-sm text-muted-foreground">
            <span className="font-medium text-foreground">On</span> since {data.enabledAt ? readableDayOf(data.enabledAt) : "—"}. Every sign-in asks for a code from your
            authenticator app; {data.recoveryCodesLeft} of 10 recovery codes left.
          </p>
          <RenewCodesForm onRenewed={() => void mutate()} />
          <DisableForm onDisabled={() => void mutate()} required={data.required} />
        </>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted-foreground" role="status">
            {turnedOn ? (
              <>
                <span className="font-medium text-foreground">On</span>. Save your recovery codes below: they are shown only this once.
              </>
            ) : (
              "Off. With it on, a stolen password alone no longer signs in: every sign-in also asks for a 6-digit code from an app on your phone."
            )}
          </p>
          <TwoFactorSetup
            onTurnedOn={() => setTurnedOn(true)}
            onEnabled={() => {
              setTurnedOn(false);
              void mutate();
            }}
          />
        </>
      )}
    </section>
  );
}

function DisableForm({ onDisabled, required }: { onDisabled: () => void; required: boolean }) {
  return (
    <ProofForm
      id="two-factor-off"
      heading="Turn off two-factor sign-in"
      description={`Confirm with your current password or a code. ${required ? "This server requires two-factor sign-in: you will set it up again straight away." : "Turning it off signs out every other session."}`}
      action="Turn off two-factor sign-in"
      busyText="Turning off..."
      onProof={async (proof) => {
        const { endedSessions } = await postJson<{ endedSessions: number }>("/api/admin/two-factor/disable", proof);
        announceSessionsEnded("Two-factor sign-in is off", endedSessions);
        onDisabled();
      }}
    />
  );
}

/** Ten new recovery codes in place of the old ones, e.g. when few are left or they may have been seen. */
function RenewCodesForm({ onRenewed }: { onRenewed: () => void }) {
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) return <RecoveryCodes codes={codes} onSaved={() => setCodes(null)} />;
  return (
    <ProofForm
      id="recovery-codes-new"
      heading="New recovery codes"
      description="Confirm with your current password or a code. Your old recovery codes stop working at once."
      action="Make new recovery codes"
      busyText="Making codes..."
      onProof={async (proof) => {
        const { recoveryCodes } = await postJson<{ recoveryCodes: string[] }>("/api/admin/two-factor/recovery-codes", proof);
        setCodes(recoveryCodes);
        onRenewed();
      }}
    />
  );
}

type Proof = { password: string } | { code: string };

/** A change that needs the current password or a code: the form, its checks and its error. */
function ProofForm({
  id,
  heading,
  description,
  action,
  busyText,
  onProof,
}: {
  id: string;
  heading: string;
  description: string;
  action: string;
  busyText: string;
  onProof: (proof: Proof) => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    const code = String(form.get("code") ?? "").trim();
    if (!password && !code) {
      setError("Enter your current password or a code");
      return;
    }
    setBusy(true);
    try {
      setError(null);
      await onProof(password ? { password } : { code });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "Please try again.");
    } finally {
      setBusy(false);
    }
  }

  const errorId = `${id}-error`;
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`} className="mt-4 max-w-md space-y-3 rounded-lg border border-border p-4">
      <h4 id={`${id}-heading`} className="font-semibold">
        {heading}
      </h4>
      <p className="text-sm text-muted-foreground">{description}</p>
      <div>
        <Label htmlFor={`${id}-password`}>Current password</Label>
        <Input id={`${id}-password`} name="password" type="password" autoComplete="current-password" aria-describedby={error ? errorId : undefined} />
      </div>
      <div>
        <Label htmlFor={`${id}-code`}>Or a code from your app</Label>
        <Input
          id={`${id}-code`}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={40}
          className="max-w-56 font-mono"
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <Button type="submit" variant="outline" disabled={busy}>
        {busy ? busyText : action}
      </Button>
    </form>
  );
}
