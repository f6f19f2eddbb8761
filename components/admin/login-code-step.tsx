"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { HttpError } from "@/lib/browser/fetch";
import { TWO_FACTOR_MESSAGES, twoFactorCodeSchema } from "@/lib/validation/two-factor";

type Props = {
  variant: string;
  username: string;
  submit: (code: string) => Promise<unknown>;
  onSignedIn: () => void;
  onFailure: (error: unknown) => void;
  onBack: () => void;
};

/** The sign-in's second step: a code from the authenticator app, or one recovery code. */
export function CodeStep({ variant, username, submit, onSignedIn, onFailure, onBack }: Props) {
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = `${variant}-code`;

  useEffect(() => input.current?.focus(), [recovery]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = twoFactorCodeSchema.safeParse(input.current?.value ?? "");
    if (!parsed.success) {
      setError(recovery ? "Enter one of your recovery codes" : "Enter the 6-digit code from your app");
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await submit(parsed.data);
      onSignedIn();
    } catch (failure) {
      // A wrong or reused code stays on this step; anything else (an expired sign-in, a lockout) is the form's.
      if (failure instanceof HttpError && failure.code === "two_factor_required" && failure.detail("twoFactor") !== "expired") {
        setError(failure.message || TWO_FACTOR_MESSAGES.invalid);
      } else {
        onFailure(failure);
        return;
      }
      if (input.current) input.current.value = "";
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
      <p className="text-sm text-muted-foreground">
        {recovery ? (
          <>Enter one of the recovery codes you saved when you set up two-factor sign-in. Each code works once.</>
        ) : (
          <>
            Two-factor sign-in is on for <span className="font-medium text-foreground">{username}</span>. Enter the 6-digit code from your authenticator app.
          </>
        )}
      </p>
      <div>
        <Label htmlFor={inputId}>{recovery ? "Recovery code" : "Authentication code"}</Label>
        <Input
          key={recovery ? "recovery" : "totp"}
          ref={input}
          id={inputId}
          name="code"
          autoComplete={recovery ? "off" : "one-time-code"}
          inputMode={recovery ? "text" : "numeric"}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={recovery ? 40 : 7}
          className="font-mono tracking-widest"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
        />
        {error && (
          <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm text-danger">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Verifying..." : "Verify"}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="min-h-11 font-medium text-foreground underline underline-offset-4"
          onClick={() => {
            setRecovery(!recovery);
            setError(null);
          }}
        >
          {recovery ? "Use a code from the app" : "Use a recovery code instead"}
        </button>
        <button type="button" className="min-h-11 font-medium text-foreground underline underline-offset-4" onClick={onBack}>
          Back
        </button>
      </div>
    </form>
  );
}
