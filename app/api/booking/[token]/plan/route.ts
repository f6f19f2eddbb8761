import type { NextRequest } from "next/server";
import { withErrorNet } from "@/lib/error-net";
import { invalidInput, jsonError, jsonReply, readJson } from "@/lib/http";
import { planAccess, readPlan, savePlan } from "@/lib/payments/event-plan";
import { quoteByToken } from "@/lib/payments/quotes";
import { anyJsonBody } from "@/lib/validation/gallery";
import { eventPlanSchema } from "@/lib/validation/event-plan";

type Context = { params: Promise<{ token: string }> };

const noIndex = { "X-Robots-Tag": "noindex" };

// Public, token-guarded: the client's plan for the night, once the deposit is paid. GET answers
// { plan, editable }; PUT saves any of its parts (400 { error, fields } past a limit or with a song
// not in the repertoire; 409 before the deposit or from 7 days before the event).
export const GET = withErrorNet(async (_request: NextRequest, { params }: Context) => {
  const quote = await quoteByToken((await params).token);
  if (!quote) return jsonError(404, "This quote link is not valid or has expired");
  const access = planAccess(quote);
  if (!access.open) return jsonError(409, "The plan opens once the deposit is paid");
  return jsonReply({ plan: await readPlan(quote.id), editable: access.editableByClient }, { headers: noIndex });
});

export const PUT = withErrorNet(async (request: NextRequest, { params }: Context) => {
  const quote = await quoteByToken((await params).token);
  if (!quote) return jsonError(404, "This quote link is not valid or has expired");
  const body = await readJson(request, anyJsonBody, 32 * 1024);
  if (!body.ok) return body.response;
  const input = eventPlanSchema.safeParse(body.data);
  if (!input.success) return invalidInput(input.error);
  const access = planAccess(quote);
  if (!access.open) return jsonError(409, "The plan opens once the deposit is paid");
  if (!access.editableByClient) return jsonError(409, "The plan is locked from 7 days before the event: ask the band to change it");
  const saved = await savePlan(quote.id, input.data, "client");
  if (!saved.ok) return jsonReply({ error: saved.error, fields: saved.fields }, { status: 400, headers: noIndex });
  return jsonReply({ plan: saved.plan, editable: true }, { headers: noIndex });
});
