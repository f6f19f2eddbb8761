"use server";
// Subscribes an email address to the newsletter; works before JavaScript has loaded.
import { requesterOf } from "@/lib/site-origin";
import { headers } from "next/headers";
import { newsletterMessages } from "@/fixed/enquiries";
import { drainAfterResponse } from "@/lib/delivery/schedule";
import { subscribeToNewsletter } from "@/lib/enquiries/newsletter";
import { errorState, formFields, type FormState } from "@/lib/forms/state";
import { logError } from "@/lib/log";

export async function subscribeNewsletterAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const fields = formFields(formData);
  try {
    const result = await subscribeToNewsletter(fields, requesterOf(await headers()));
    if (result.ok) {
      drainAfterResponse();
      return { status: "success", at: Date.now(), ...newsletterMessages.success };
    }
    return errorState(newsletterMessages.failure, fields, result);
  } catch (error) {
    logError("newsletter subscription failed", error);
    return errorState(newsletterMessages.failure, fields);
  }
}
