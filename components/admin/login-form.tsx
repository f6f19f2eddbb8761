"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { getJson, HttpError, postJson } from "@/lib/browser/fetch";
import { PLAIN_HTTP_SIGN_IN, SESSION_NOT_KEPT, signInNeedsHttps } from "@/lib/auth/plain-http";
import { signInFormSchema, type AdminLoginInput } from "@/lib/validation/admin-login";
import { TWO_FACTOR_MESSAGES } from "@/lib/validation/two-factor";
import { CodeStep } from "./login-code-step";

type Variant = "admin" | "notifications" | "logos";

// The admin panel and the notifications page word their login toasts differently (spec section 8).
function announce(variant: Variant, outcome: "success" | "failure", error?: unknown) {
  const message = error instanceof Error && error.message ? error.message : undefined;
  if (variant === "admin") {
    if (outcome === "success") toast.success("Login Successful", { description: "Welcome to the admin panel!" });
    else toast.error("Login Failed", { description: message ?? "Invalid credentials" });
    return;
  }
  if (variant === "logos") {
    if (outcome === "success") toast.success("Login Successful");
    else if (error instanceof HttpError && error.code === "unauthorized") toast.error("Login Failed", { description: "Invalid credentials." });
    else toast.error("Login Failed", { description: message ?? "Invalid credentials." });
    return;
  }
  if (outcome === "success") toast.success("Login Successful");
  else if (error instanceof HttpError && error.code === "unauthorized") toast.error("Login failed", { description: "Invalid credentials" });
  else if (error instanceof HttpError && error.code === "rate_limited") toast.error("Login failed", { description: message });
  else toast.error("Error", { description: "Login failed. Please try again." });
}

/** Shown once a sign-in from this browser was refused for too many attempts (spec section 8's lockout). */
const LOCKED_OUT_HINT =
  "Signing in from a browser that has not signed in before is paused after many failed attempts. If two-factor sign-in is on, add a code from your authenticator app to sign in now.";

/** The server answers 401 two_factor_required when the password was right and a code is needed (`twoFactor: "required"`), and when that sign-in has expired ("expired"). */
const answered = (error: unknown, twoFactor: keyof typeof TWO_FACTOR_MESSAGES) =>
  error instanceof HttpError && error.code === "two_factor_required" && error.detail("twoFactor") === twoFactor;

const noSubscription = () => () => {};

/**
 * The session cookie reached the browser only if the browser kept it: a success is announced once
 * the server sees the session, never on the login call's answer alone.
 */
async function confirmSignedIn(): Promise<void> {
  const { authenticated } = await getJson<{ authenticated: boolean }>("/api/admin/check");
  if (!authenticated) throw new Error(SESSION_NOT_KEPT);
}

type Props = { variant?: Variant; title?: string; secureCookies: boolean };

export function LoginForm({ variant = "admin", title = "Admin Login", secureCookies }: Props) {
  const router = useRouter();
  const needsHttps = useSyncExternalStore(
    noSubscription,
    () => signInNeedsHttps(window.location, secureCookies),
    () => false,
  );
  // Password first; when the account has two-factor sign-in, the server keeps a pending sign-in
  // (its token in an httpOnly cookie) and the code is sent with the username alone.
  const [pendingUsername, setPendingUsername] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  // After a lockout the first step offers the code field: password and code together have their own lane.
  const [lockedOut, setLockedOut] = useState(false);
  const returning = useRef(false);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<AdminLoginInput, unknown, z.output<typeof signInFormSchema>>({ resolver: zodResolver(signInFormSchema) });

  async function onSubmit(values: z.output<typeof signInFormSchema>) {
    setExpired(false);
    try {
      await postJson("/api/admin/login", values);
      await confirmSignedIn();
      announce(variant, "success");
      router.refresh();
    } catch (error) {
      if (answered(error, "required")) {
        // The form forgets the password: the code step does not need it.
        reset({ username: values.username, password: "" });
        setPendingUsername(values.username);
      } else {
        if (error instanceof HttpError && error.code === "rate_limited") setLockedOut(true);
        announce(variant, "failure", error);
      }
    }
  }

  function backToPassword(afterExpiry: boolean) {
    returning.current = true;
    setPendingUsername(null);
    setExpired(afterExpiry);
  }

  // Back from the code step, the password field (rendered again) takes the focus.
  useEffect(() => {
    if (pendingUsername || !returning.current) return;
    returning.current = false;
    setFocus("password");
  }, [pendingUsername, setFocus]);

  if (pendingUsername) {
    return (
      <Card className="w-full max-w-sm">
        <h1 className="font-display text-2xl font-bold">{title}</h1>
        <CodeStep
          variant={variant}
          username={pendingUsername}
          submit={async (code) => {
            await postJson("/api/admin/login", { username: pendingUsername, code });
            await confirmSignedIn();
          }}
          onSignedIn={() => {
            announce(variant, "success");
            router.refresh();
          }}
          onFailure={(error) => (answered(error, "expired") ? backToPassword(true) : announce(variant, "failure", error))}
          onBack={() => backToPassword(false)}
        />
      </Card>
    );
  }

  return (
    <Card className="w-full max-w-sm">
      <h1 className="font-display text-2xl font-bold">{title}</h1>
      <p className="mt-1 text-sm text-muted-foreground">Sign in to manage the website.</p>
      {needsHttps && (
        <p role="alert" className="mt-4 rounded-md border border-danger/40 px-3 py-2 text-sm text-danger">
          {PLAIN_HTTP_SIGN_IN}
        </p>
      )}
      {expired && (
        <p role="alert" className="mt-4 rounded-md border border-danger/40 px-3 py-2 text-sm text-danger">
          {TWO_FACTOR_MESSAGES.expired}
        </p>
      )}
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-4">
        <div>
          <Label htmlFor={`${variant}-username`}>Username</Label>
          <Input
            id={`${variant}-username`}
            autoComplete="username"
            autoCapitalize="none"
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={errors.username ? "username-error" : undefined}
            {...register("username")}
          />
          {errors.username && (
            <p id="username-error" role="alert" className="mt-1 text-sm text-danger">
              {errors.username.message}
            </p>
          )}
        </div>
        <div>
          <Label htmlFor={`${variant}-password`}>Password</Label>
          <Input
            id={`${variant}-password`}
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? "password-error" : undefined}
            {...register("password")}
          />
          {errors.password && (
            <p id="password-error" role="alert" className="mt-1 text-sm text-danger">
              {errors.password.message}
            </p>
          )}
        </div>
        {lockedOut && (
          <div>
            <p id={`${variant}-locked-out`} className="mb-2 text-sm text-muted-foreground">
              {LOCKED_OUT_HINT}
            </p>
            <Label htmlFor={`${variant}-lockout-code`}>Code from your authenticator app</Label>
            <Input
              id={`${variant}-lockout-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              autoCapitalize="none"
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={errors.code ? `${variant}-locked-out code-error` : `${variant}-locked-out`}
              {...register("code")}
            />
            {errors.code && (
              <p id="code-error" role="alert" className="mt-1 text-sm text-danger">
                {errors.code.message}
              </p>
            )}
          </div>
        )}
        <Button type="submit" className="w-full" disabled={isSubmitting || needsHttps}>
          {isSubmitting ? "Signing in..." : "Sign In"}
        </Button>
      </form>
    </Card>
  );
}
