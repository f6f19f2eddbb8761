import { auditRequest } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { bookingWouldOverfill } from "@/lib/availability/queries";
import { updateContact } from "@/lib/contacts/queries";
import { badRequest, jsonError, jsonReply, readJson } from "@/lib/http";
import { readableDate } from "@/lib/dates/readable";
import { contactUpdateSchema } from "@/lib/validation/contact-admin";

type Context = { params: Promise<{ id: string }> };

// Admin only: move an enquiry through new → contacted → booked → closed, and set its event's type,
// date, venue and guests (a WhatsApp enquiry arrives without them). Booking a day already at
// capacity answers 409 { error, overCapacity } unless confirmOverCapacity is true.
export const PATCH = withAdmin<Context>(async (request, { params, admin }) => {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id < 1) return badRequest("id: must be a positive whole number");
  const body = await readJson(request, contactUpdateSchema, 2048);
  if (!body.ok) return body.response;
  const { status, confirmOverCapacity, ...details } = body.data;
  if (status === "booked" && !confirmOverCapacity) {
    const check = await bookingWouldOverfill(id, details.eventDate);
    // 409 with overCapacity: the panel asks the admin, then sends confirmOverCapacity: true.
    if (check?.full) {
      return jsonReply({ error: `${readableDate(check.date)} is already fully booked`, overCapacity: true, date: check.date }, { status: 409 });
    }
    if (check && !check.date) return jsonError(409, "Set the event date before booking it");
  }
  const changed = await updateContact(id, { status, ...details });
  if (!changed) return jsonError(404, "Enquiry not found");
  // The audit log names the client, as the band knows the enquiry.
  const what = [status && `→ ${status}`, Object.keys(details).length && `details: ${Object.keys(details).join(", ")}`].filter(Boolean).join("; ");
  await auditRequest(request, admin, { action: "status-change", target: `${changed.name}'s enquiry (#${id}) ${what}` });
  return jsonReply({ id, ...(status ? { status } : {}), ...details });
});
