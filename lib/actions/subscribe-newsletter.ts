"use server";
// Subscribes an email address to the newsletter; works before JavaScript has loaded.
import { headers } from "next/headers";
import { newsletterMessages } from "@/content/enquiries";
import { drainAfterResponse } from "../email/schedule";
import { subscribeToNewsletter } from "../enquiries/newsletter";
import { formFields, type FormState } from "../forms/state";
import { clientIp } from "../http";

export async function subscribeNewsletterAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const fields = formFields(formData);
  try {
    const result = await subscribeToNewsletter(fields, clientIp(new Request("http://local", { headers: await headers() })));
    if (result.ok) {
      drainAfterResponse();
      return { status: "success", at: Date.now(), ...newsletterMessages.success };
    }
    const fieldErrors = result.status === 400 ? result.fieldErrors : {};
    const description = result.status === 429 ? result.error : newsletterMessages.failure.description;
    return { status: "error", at: Date.now(), title: newsletterMessages.failure.title, description, fieldErrors, values: fields };
  } catch (error) {
    console.error("newsletter subscription failed", error);
    return { status: "error", at: Date.now(), ...newsletterMessages.failure, fieldErrors: {}, values: fields };
  }
}
