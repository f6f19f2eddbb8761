import { adminAvailability } from "@/lib/availability/queries";
import { withAdmin } from "@/lib/auth/guard";
import { invalidInput, jsonReply, queryOf } from "@/lib/http";
import { dateRangeSchema } from "@/lib/validation/availability";

export const dynamic = "force-dynamic";

// Admin: the Calendar tab's range → { capacity, days: [{ date, state, enquiries, holds }] }, days with anything only.
export const GET = withAdmin("enquiries", async (request) => {
  const range = dateRangeSchema.safeParse(queryOf(request));
  if (!range.success) throw invalidInput(range.error);
  return jsonReply(await adminAvailability(range.data.from, range.data.to));
});
