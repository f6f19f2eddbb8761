import { ApiError } from "@/lib/common/api-error";
import { withAdmin } from "@/lib/auth/guard";
import { documentBooking } from "@/lib/documents/booking";
import { documentResponse, makeBookingDocument } from "@/lib/documents/serve";
import { routeId } from "@/lib/http";

type Context = { params: Promise<{ id: string; file: string }> };

// Admin only: an enquiry's booking documents as PDF, the run sheet among them (issue 47).
export const GET = withAdmin<Context>("payments", async (_request, { params }) => {
  const contactId = await routeId({ params });
  const { file } = await params;
  const booking = await documentBooking({ contactId });
  if (!booking) throw new ApiError(404, "not_found", "This enquiry has no quote");
  return documentResponse(await makeBookingDocument(booking, file, "band"));
});
