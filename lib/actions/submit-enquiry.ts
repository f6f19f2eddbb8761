"use server";
// Stores an enquiry from one of the site's forms; works before JavaScript has loaded.
import { headers } from "next/headers";
import { enquiryMessages, followUpUnnotified } from "@/fixed/enquiries";
import { drainAfterResponse } from "@/lib/delivery/schedule";
import { submitEnquiry } from "@/lib/enquiries/submit";
import { errorState, formFields, type FormState } from "@/lib/forms/state";
import { requesterOf } from "@/lib/site-origin";
import { messageWithReplyTime } from "@/lib/settings/band-contact";
import { ENQUIRY_SOURCE_FIELD, enquirySourceSchema } from "@/lib/validation/enquiry";
import { logError } from "@/lib/log";

// Which form was sent travels in a hidden field: a bound argument would do, but React's
// no-JavaScript path for bound actions with useActionState spins (Next 16.4 / React 19.3).
export async function submitEnquiryAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const { [ENQUIRY_SOURCE_FIELD]: sourceField, ...fields } = formFields(formData);
  const form = enquirySourceSchema.safeParse(sourceField).data ?? "home";
  const messages = enquiryMessages[form];
  try {
    const result = await submitEnquiry(form, fields, requesterOf(await headers()));
    if (result.ok) {
      if (result.contactId !== null) drainAfterResponse();
      const followUp = messages.followUp && (result.teamNotified ? messages.followUp : { ...messages.followUp, description: followUpUnnotified });
      return { status: "success", at: Date.now(), ...messageWithReplyTime(messages.success, result.replyHours), whatsappUrl: result.whatsappUrl, followUp };
    }
    return errorState(messages.failure, fields, result);
  } catch (error) {
    logError("enquiry could not be stored", error);
    return errorState(messages.failure, fields);
  }
}
