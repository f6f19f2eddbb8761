import { HttpError, postJson } from "@/lib/browser-fetch";
import type { ContactStatus } from "@/lib/validation/contact-admin";

/**
 * Changes an enquiry's status from the admin panel. Booking a day already at capacity asks first
 * (the server answers 409); answers false when the admin said no.
 */
export async function changeEnquiryStatus(id: number, status: ContactStatus, confirm: (question: string) => boolean = (question) => window.confirm(question)): Promise<boolean> {
  const url = `/api/contacts/${id}`;
  try {
    await postJson(url, { status }, "PATCH");
    return true;
  } catch (failure) {
    if (!(failure instanceof HttpError) || failure.status !== 409 || status !== "booked") throw failure;
    if (!confirm(`${failure.message}: the band is at capacity that day. Mark this enquiry booked anyway?`)) return false;
    await postJson(url, { status, confirmOverCapacity: true }, "PATCH");
    return true;
  }
}
