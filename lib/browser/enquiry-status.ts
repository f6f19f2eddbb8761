import { HttpError, postJson } from "@/lib/browser/fetch";
import type { ContactStatus } from "@/lib/validation/contact-admin";

/**
 * Changes an enquiry's status from the admin panel. Booking a day already at capacity asks first
 * (the server answers 409 `over_capacity` with the date; `askOverCapacity` is the panel's in-page question);
 * answers false when the admin said no.
 */
export async function changeEnquiryStatus(id: number, status: ContactStatus, askOverCapacity: (date: string) => Promise<boolean>): Promise<boolean> {
  const url = `/api/contacts/${id}`;
  try {
    await postJson(url, { status }, "PATCH");
    return true;
  } catch (failure) {
    const date = failure instanceof HttpError && failure.code === "over_capacity" ? failure.detail("date") : undefined;
    if (typeof date !== "string") throw failure;
    if (!(await askOverCapacity(date))) return false;
    await postJson(url, { status, confirmOverCapacity: true }, "PATCH");
    return true;
  }
}
