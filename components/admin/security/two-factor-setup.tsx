"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { postJson } from "@/lib/browser/fetch";
import { twoFactorEnableSchema, type TwoFactorSetup as Setup } from "@/lib/validation/two-factor";
import { RecoveryCodes } from "./recovery-codes";
import { announceSessionsEnded } from "./sessions-ended";

/** "JBSW Y3DP …": the manual key in groups of four, easier to read out and type. */
const grouped = (key: string) => key.match(/.{1,4}/g)?.join(" ") ?? key;

/**
 * Enrolment: the server draws the QR code and hands over the manual key; the first code from the
 * app turns two-factor sign-in on and answers the ten recovery codes, shown here once.
 */
export function TwoFactorSetup({ onEnabled, onTurnedOn }: { onEnabled: () => void; onTurnedOn?: () => void }) {
  const id = useId();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);

  async function start() {
    setBusy(true);
    try {
      setSetup(await postJson<Setup>("/api/admin/two-factor/setup"));
      setError(null);
      requestAnimationFrame(() => codeInput.current?.focus());
    } catch (failure) {
      toast.error("Could not start the set-up", { description: failure instanceof Error ? failure.message : "Please try again." });
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = twoFactorEnableSchema.safeParse({ code: new FormData(event.currentTarget).get("code") });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Enter the 6-digit code from your app");
      codeInput.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const { recoveryCodes: codes, endedSessions } = await postJson<{ recoveryCodes: string[]; endedSessions: number }>("/api/admin/two-factor/enable", parsed.data);
      setRecoveryCodes(codes);
      onTurnedOn?.();
      announceSessionsEnded("Two-factor sign-in is on", endedSessions);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "Please try again.");
      codeInput.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onSaved={onEnabled} />;

  if (!setup) {
    return (
      <Button className="mt-4" onClick={start} disabled={busy}>
        {busy ? "Starting..." : "Set up two-factor sign-in"}
      </Button>
    );
  }

  return (
    <div className="mt-4 grid max-w-2xl gap-6 sm:grid-cols-[auto_1fr]">
      {/* Drawn on the server by `qrcode` from our own otpauth:// URI: markup we made, not user input. */}
      <div
        role="img"
        aria-label="QR code for your authenticator app"
        className="size-48 rounded-lg bg-white p-1 [&>svg]:size-full"
        dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
      />
      <div className="min-w-0">
        <ol className="list-decimal space-y-2 pl-5 text-sm">
          <li>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…).</li>
          <li>Scan the QR code, or enter this key by hand (time-based):</li>
        </ol>
        {/* On the phone that holds the authenticator: the app opens from the link itself. */}
        <a href={setup.otpauthUri} className="mt-2 inline-flex min-h-11 items-center rounded-md border border-border px-3 text-sm font-medium underline-offset-4 hover:underline">
          Open in authenticator app
        </a>
        <p className="mt-2 text-sm font-medium" id={`${id}-key-label`}>
          Manual key
        </p>
        <code
          aria-labelledby={`${id}-key-label`}
          data-testid="two-factor-manual-key"
          className="mt-1 block rounded-md border border-border bg-muted/40 px-3 py-2 font-mono text-base break-all"
        >
          {grouped(setup.manualKey)}
        </code>
        <Button
          type="button"
          variant="outline"
          className="mt-2 min-h-11 px-3"
          onClick={() =>
            void navigator.clipboard.writeText(setup.manualKey).then(
              () => toast.success("Key copied", { description: "Paste it into your authenticator app." }),
              () => toast.error("Not copied", { description: "Select the key and copy it by hand." }),
            )
          }
        >
          Copy key
        </Button>
        <form onSubmit={confirm} noValidate className="mt-4">
          <Label htmlFor={`${id}-code`}>Code from the app</Label>
          <Input
            ref={codeInput}
            id={`${id}-code`}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={7}
            className="max-w-40 font-mono tracking-widest"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-code-error` : undefined}
          />
          {error && (
            <p id={`${id}-code-error`} role="alert" className="mt-1 text-sm text-danger">
              {error}
            </p>
          )}
          <Button type="submit" className="mt-3" disabled={busy}>
            {busy ? "Checking..." : "Turn on two-factor sign-in"}
          </Button>
        </form>
      </div>
    </div>
  );
}
