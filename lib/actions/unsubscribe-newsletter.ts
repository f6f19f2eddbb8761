"use server";
// Ends a newsletter subscription from the link in every newsletter email.
import { unsubscribe } from "@/lib/enquiries/newsletter";

export type UnsubscribeState = { done: false } | { done: true; email: string | null };

export async function unsubscribeAction(_previous: UnsubscribeState, formData: FormData): Promise<UnsubscribeState> {
  const token = formData instanceof FormData ? formData.get("token") : null;
  return { done: true, email: typeof token === "string" ? await unsubscribe(token) : null };
}
