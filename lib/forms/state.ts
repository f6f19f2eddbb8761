// What a form's server action answers; the form turns it into messages next to its fields.
import type { Message } from "@/fixed/enquiries";
import { receivedText } from "@/lib/received-text";

export type FormState =
  | { status: "idle" }
  | { status: "success"; at: number; title: string; description?: string; whatsappUrl?: string; followUp?: { title: string; description?: string } }
  | { status: "error"; at: number; title: string; description?: string; fieldErrors: Record<string, string>; values: Record<string, string> };

export const idleState: FormState = { status: "idle" };

type Refusal = { status: 400; fieldErrors: Record<string, string> } | { status: 429; error: string };

/** The form's failure message, with the fields to refill; a rate limit explains itself instead. */
export function errorState(failure: Message, values: Record<string, string>, refusal?: Refusal): FormState {
  return {
    status: "error",
    at: Date.now(),
    title: failure.title,
    description: refusal?.status === 429 ? refusal.error : failure.description,
    fieldErrors: refusal?.status === 400 ? refusal.fieldErrors : {},
    values,
  };
}

const SITE_UPDATED = "The site was just updated while this page was open. Your words are still here: please press the button again.";

/** A send that reached neither this page's action nor the current one: the site was updated meanwhile. The fields keep their words. */
export function siteUpdatedState(failure: Message): FormState {
  return errorState({ title: failure.title, description: SITE_UPDATED }, {});
}

/** The text fields of a posted form, without Next's own action fields. */
export function formFields(formData: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  // An action can be called by hand with any arguments; anything but a form is an empty one.
  if (!(formData instanceof FormData)) return fields;
  for (const [key, value] of formData.entries()) {
    if (!key.startsWith("$ACTION") && typeof value === "string") fields[key] = receivedText(value);
  }
  return fields;
}
