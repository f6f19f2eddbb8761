"use client";

import { useState, type FormEvent } from "react";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/field";
import { adminSwrOptions, getJson, postJson } from "@/lib/client-fetch";
import type { TwoFactorStatus } from "@/lib/validation/two-factor";
import { TwoFactorSetup } from "./two-factor-setup";
import { announceSessionsEnded } from "./sessions-ended";

const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** The Security tab's two-factor section: set it up, or see it is on and turn it off. */
export function TwoFactorSection() {
  const { data, error, mutate } = useSWR<TwoFactorStatus>("/api/admin/two-factor", getJson, adminSwrOptions);

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
            <span className="font-medium text-foreground">On</span> since {data.enabledAt ? date.format(new Date(data.enabledAt)) : "—"}. Every sign-in asks for a code from your
            authenticator app; {data.recoveryCodesLeft} of 10 recovery codes left.
          </p>
          <DisableForm onDisabled={() => void mutate()} required={data.required} />
        </>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted-foreground">
            Off. With it on, a stolen password alone no longer signs in: every sign-in also asks for a 6-digit code from an app on your phone.
          </p>
          <TwoFactorSetup onEnabled={() => void mutate()} />
        </>
      )}
    </section>
  );
}

function DisableForm({ onDisabled, required }: { onDisabled: () => void; required: boolean }) {
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
      const { endedSessions } = await postJson<{ endedSessions: number }>("/api/admin/two-factor/disable", password ? { password } : { code });
      announceSessionsEnded("Two-factor sign-in is off", endedSessions);
      onDisabled();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="two-factor-off-heading" className="mt-4 max-w-md space-y-3 rounded-lg border border-border p-4">
      <h4 id="two-factor-off-heading" className="font-semibold">
        Turn off two-factor sign-in
      </h4>
      <p className="text-sm text-muted-foreground">
        Confirm with your current password or a code. {required ? "This server requires two-factor sign-in: you will set it up again straight away." : "Turning it off signs out every other session."}
      </p>
      <div>
        <Label htmlFor="two-factor-off-password">Current password</Label>
        <Input id="two-factor-off-password" name="password" type="password" autoComplete="current-password" aria-describedby={error ? "two-factor-off-error" : undefined} />
      </div>
      <div>
        <Label htmlFor="two-factor-off-code">Or a code from your app</Label>
        <Input id="two-factor-off-code" name="code" autoComplete="one-time-code" inputMode="numeric" maxLength={40} className="max-w-56 font-mono" aria-describedby={error ? "two-factor-off-error" : undefined} />
      </div>
      {error && (
        <p id="two-factor-off-error" role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <Button type="submit" variant="outline" disabled={busy}>
        {busy ? "Turning off..." : "Turn off two-factor sign-in"}
      </Button>
    </form>
  );
}
