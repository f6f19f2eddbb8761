import { ApiError } from "@/lib/common/api-error";
import type { NextRequest } from "next/server";
import { withErrorNet } from "@/lib/error-net";
import { invalidInput, jsonReply, readJson } from "@/lib/http";
import { planAccess, readPlanWithSongs, savePlan } from "@/lib/payments/event-plan";
import { quoteByToken } from "@/lib/payments/quotes";
import { anyJsonBody } from "@/lib/validation/gallery";
import { eventPlanSchema } from "@/lib/validation/event-plan";

type Context = { params: Promise<{ token: string }> };

const noIndex = { "X-Robots-Tag": "noindex" };

// Public, token-guarded: the client's plan for the night, once the deposit is paid. GET answers
// { plan, songs, editable } (songs: those the plan names); PUT saves any of its parts (400
// { error, fields } past a limit or with a song not in the repertoire; 409 before the deposit or
// from 7 days before the event).
export const GET = withErrorNet(async (_request: NextRequest, { params }: Context) => {
  const quote = await quoteByToken((await params).token);
  if (!quote) throw new ApiError(404, "not_found", "This quote link is not valid or has expired");
  const access = planAccess(quote);
  if (!access.open) throw new ApiError(409, "conflict", "The plan opens once the deposit is paid");
  return jsonReply({ ...(await readPlanWithSongs(quote.id)), editable: access.editableByClient }, { headers: noIndex });
});

export const PUT = withErrorNet(async (request: NextRequest, { params }: Context) => {
  const quote = await quoteByToken((await params).token);
  if (!quote) throw new ApiError(404, "not_found", "This quote link is not valid or has expired");
  const body = await readJson(request, anyJsonBody, 32 * 1024);
  const input = eventPlanSchema.safeParse(body);
  if (!input.success) throw invalidInput(input.error);
  const access = planAccess(quote);
  if (!access.open) throw new ApiError(409, "conflict", "The plan opens once the deposit is paid");
  if (!access.editableByClient) throw new ApiError(409, "conflict", "The plan is locked from 7 days before the event: ask the band to change it");
  const plan = await savePlan(quote.id, input.data, "client");
  return jsonReply({ plan: plan, editable: true }, { headers: noIndex });
});
