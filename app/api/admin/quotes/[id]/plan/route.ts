import { ApiError } from "@/lib/common/api-error";
import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { invalidInput, jsonReply, readJson, routeId } from "@/lib/http";
import { readPlanWithSongs, savePlan } from "@/lib/payments/event-plan";
import { anyJsonBody } from "@/lib/validation/gallery";
import { eventPlanSchema } from "@/lib/validation/event-plan";

type Context = { params: Promise<{ id: string }> };

async function quoteOf(params: Context["params"]) {
  const id = await routeId({ params });
  return db.bookingQuote.findUnique({ where: { id }, select: { id: true, status: true, contact: { select: { name: true } } } });
}

// Admin: the booking's plan for the night and the songs it names (the editor searches the rest
// through GET /api/repertoire); the band edits it at any time (no lock) → { plan, songs, editable }.
export const GET = withAdmin<Context>("plans", async (_request, { params }) => {
  const quote = await quoteOf(params);
  if (!quote) throw new ApiError(404, "not_found", "No such quote");
  return jsonReply({ ...(await readPlanWithSongs(quote.id)), editable: true });
});

export const PUT = withAdmin<Context>("plans", async (request, { params, actor }) => {
  const quote = await quoteOf(params);
  if (!quote) throw new ApiError(404, "not_found", "No such quote");
  if (quote.status === "replaced" || quote.status === "cancelled") throw new ApiError(409, "conflict", "This quote is no longer a booking");
  const body = await readJson(request, anyJsonBody, 32 * 1024);
  const input = eventPlanSchema.safeParse(body);
  if (!input.success) throw invalidInput(input.error);
  const plan = await savePlan(quote.id, input.data, "band");
  await audit(actor, { action: "content-change", target: `${quote.contact.name}'s plan for the night (quote ${quote.id}) edited` });
  return jsonReply({ plan: plan, editable: true });
});
