import { NextResponse } from "next/server";
import { auditRequest } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { bookingWouldOverfill } from "@/lib/availability/queries";
import { updateContactStatus } from "@/lib/contacts/queries";
import { badRequest, jsonError, readJson } from "@/lib/http";
import { readableDate } from "@/lib/dates/readable";
import { contactStatusUpdateSchema } from "@/lib/validation/contact-admin";

type Context = { params: Promise<{ id: string }> };

// Admin only: move an enquiry through new → contacted → booked → closed. Booking a day already at
// capacity answers 409 { error, overCapacity } unless confirmOverCapacity is true.
export const PATCH = withAdmin<Context>(async (request, { params, admin }) => {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id < 1) return badRequest("id: must be a positive whole number");
  const body = await readJson(request, contactStatusUpdateSchema, 1024);
  if (!body.ok) return body.response;
  if (body.data.status === "booked" && !body.data.confirmOverCapacity) {
    const check = await bookingWouldOverfill(id);
    // 409 with overCapacity: the panel asks the admin, then sends confirmOverCapacity: true.
    if (check?.full) {
      return NextResponse.json(
        { error: `${readableDate(check.date)} is already fully booked`, overCapacity: true, date: check.date },
        { status: 409, headers: { "Cache-Control": "no-store" } },
      );
    }
  }
  const changed = await updateContactStatus(id, body.data.status);
  if (!changed) return jsonError(404, "Enquiry not found");
  // The audit log names the client, as the band knows the enquiry.
  await auditRequest(request, admin, { action: "status-change", target: `${changed.name}'s enquiry (#${id}) → ${body.data.status}` });
  return NextResponse.json({ success: true, id, status: body.data.status });
});
