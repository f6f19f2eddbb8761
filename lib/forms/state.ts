// What a form's server action answers; the form turns it into messages next to its fields.

export type FormState =
  | { status: "idle" }
  | { status: "success"; at: number; title: string; description?: string; whatsappUrl?: string; followUp?: { title: string; description?: string } }
  | { status: "error"; at: number; title: string; description?: string; fieldErrors: Record<string, string>; values: Record<string, string> };

export const idleState: FormState = { status: "idle" };

/** The text fields of a posted form, without Next's own action fields. */
export function formFields(formData: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    if (!key.startsWith("$ACTION") && typeof value === "string") fields[key] = value;
  }
  return fields;
}
