"use client";

import { enquiryFormFields, enquirySubmitLabels } from "@/fixed/enquiry-forms";
import { enquiryMessages, type EnquirySource } from "@/fixed/enquiries";
import { submitEnquiryAction } from "@/lib/actions/submit-enquiry";
import { lagosDate } from "@/lib/dates/lagos-days";
import { ENQUIRY_SOURCE_FIELD } from "@/lib/validation/enquiry-fields";
import { buttonClass } from "@/components/ui/button";
import { DateAvailability } from "@/components/availability/date-availability";
import { FormField } from "./form-field";
import { FormStatus } from "./form-status";
import { SpamFields } from "./spam-fields";
import { useActionForm } from "./use-action-form";
import type { SchemaLoader } from "@/lib/browser/lazy-resolver";
import type { IslandHandover } from "@/components/ui/deferred-island";

const schemaLoaders: Record<EnquirySource, SchemaLoader> = {
  home: () => import("@/lib/validation/enquiry").then((module) => module.enquirySchemas.home),
  contact: () => import("@/lib/validation/enquiry").then((module) => module.enquirySchemas.contact),
  quote: () => import("@/lib/validation/enquiry").then((module) => module.enquirySchemas.quote),
  "quote-full": () => import("@/lib/validation/enquiry").then((module) => module.enquirySchemas["quote-full"]),
};

type Props = { source: EnquirySource; handover?: IslandHandover; permalink?: string };

export function EnquiryForm({ source, handover, permalink }: Props) {
  const submitLabel = enquirySubmitLabels[source];
  const { form, state, pending, formRef, formAction, onSubmit, showFollowUp, fieldError, warmUp, spamFields, fieldValues } = useActionForm(
    schemaLoaders[source],
    submitEnquiryAction,
    enquiryMessages[source].failure,
    handover,
    { resendUrl: "/api/forms/enquiry", permalink },
  );

  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} onFocus={warmUp} noValidate className="relative space-y-5" aria-label={`${submitLabel} form`}>
      <div className="grid gap-4 sm:grid-cols-2">
        {enquiryFormFields[source].map((field) => (
          <FormField
            key={field.name}
            field={field}
            id={`${source}-${field.name}`}
            registration={form.register(field.name)}
            error={fieldError(field.name)}
            defaultValue={fieldValues[field.name]}
            min={field.type === "date" ? lagosDate() : undefined}
            note={field.type === "date" ? <DateAvailability control={form.control} name={field.name} id={`${source}-${field.name}-note`} /> : undefined}
          />
        ))}
      </div>
      <input type="hidden" name={ENQUIRY_SOURCE_FIELD} value={source} />
      <SpamFields key={spamFields.key} shownAt={spamFields.shownAt} />
      <button type="submit" disabled={pending} className={buttonClass("primary", "w-full sm:w-auto")}>
        {pending ? "Sending..." : submitLabel}
      </button>
      <FormStatus state={state} showFollowUp={showFollowUp} />
    </form>
  );
}
