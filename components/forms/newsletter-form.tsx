"use client";

import { useEffect } from "react";
import { newsletterMessages } from "@/fixed/enquiries";
import { subscribeNewsletterAction } from "@/lib/actions/subscribe-newsletter";
import { buttonClass } from "@/components/ui/button";
import type { IslandHandover } from "@/components/ui/deferred-island";
import { FormStatus } from "./form-status";
import { SpamFields } from "./spam-fields";
import { useActionForm } from "./use-action-form";
import { Input } from "@/components/ui/input";

declare global {
  interface Window {
    /** Set by an analytics script that wants to count sign-ups. */
    trackNewsletterSubscription?: (details: { source: string }) => void;
  }
}

const loadNewsletterSchema = () => import("@/lib/validation/enquiry").then((module) => module.newsletterSchema);

export function NewsletterForm({ handover, permalink }: { handover?: IslandHandover; permalink?: string }) {
  const { form, state, pending, formRef, formAction, onSubmit, fieldError, warmUp, spamFields, fieldValues } = useActionForm(
    loadNewsletterSchema,
    subscribeNewsletterAction,
    newsletterMessages.failure,
    handover,
    { resendUrl: "/api/forms/newsletter", permalink },
  );
  const error = fieldError("email");

  useEffect(() => {
    if (state.status === "success") window.trackNewsletterSubscription?.({ source: "newsletter-form" });
  }, [state]);

  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} onFocus={warmUp} noValidate className="relative space-y-3" aria-label="Newsletter sign-up">
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          Email address
        </label>
        <Input
          inline
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          defaultValue={fieldValues.email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "newsletter-email-error" : undefined}
          className="flex-1"
          {...form.register("email")}
        />
        <button type="submit" disabled={pending} className={buttonClass("primary")}>
          {pending ? "..." : "Subscribe"}
        </button>
      </div>
      {error && (
        <p id="newsletter-email-error" role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <SpamFields key={spamFields.key} shownAt={spamFields.shownAt} />
      <FormStatus state={state} showFollowUp={false} />
    </form>
  );
}
