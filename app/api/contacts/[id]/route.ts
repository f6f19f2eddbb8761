import { ApiError } from "@/lib/common/api-error";
import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { bookingWouldOverfill } from "@/lib/availability/queries";
import { updateContact } from "@/lib/contacts/queries";
import { jsonReply, readJson, routeId } from "@/lib/http";
import { readableDate } from "@/lib/dates/readable";
import { contactUpdateSchema } from "@/lib/validation/contact-admin";

type Context = { params: Promise<{ id: string }> };

// Admin only: move an enquiry through new → contacted → booked → closed, and set its event's type,
// date, venue and guests (a WhatsApp enquiry arrives without them). Booking a day already at
// capacity answers 409 { error, code: "over_capacity", overCapacity, date } unless confirmOverCapacity is true.
export const PATCH = withAdmin<Context>("enquiries", async (request, { params, actor }) => {
  const id = await routeId({ params });
  const body = await readJson(request, contactUpdateSchema, 2048);
  const { status, confirmOverCapacity, ...details } = body;
  if (status === "booked" && !confirmOverCapacity) {
    const check = await bookingWouldOverfill(id, details.eventDate);
    // 409 over_capacity: the panel asks the admin, then sends confirmOverCapacity: true.
    if (check?.full) {
      throw new ApiError(409, "over_capacity", `${readableDate(check.date)} is already fully booked`, undefined, { details: { overCapacity: true, date: check.date } });
    }
    if (check && !check.date) throw new ApiError(409, "conflict", "Set the event date before booking it");
  }
  const changed = await updateContact(id, { status, ...details }, actor.username);
  if (!changed) throw new ApiError(404, "not_found", "Enquiry not found");
  // The audit log names the client, as the band knows the enquiry.
  const what = [status && `→ ${status}`, Object.keys(details).length && `details: ${Object.keys(details).join(", ")}`].filter(Boolean).join("; ");
  await audit(actor, { action: "status-change", target: `${changed.name}'s enquiry (#${id}) ${what}` });
  return jsonReply({ id, ...(status ? { status } : {}), ...details });
});
