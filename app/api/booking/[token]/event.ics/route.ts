import { ApiError } from "@/lib/common/api-error";
import type { NextRequest } from "next/server";
import { withErrorNet } from "@/lib/error-net";

import { clientEventIcs } from "@/lib/payments/event-calendar";
import { planAccess, readPlan } from "@/lib/payments/event-plan";
import { quoteByToken } from "@/lib/payments/quotes";
import { fileReply } from "@/lib/http";

type Context = { params: Promise<{ token: string }> };

// Public, token-guarded: the booked event for the client's calendar (an .ics to open or import).
export const GET = withErrorNet(async (_request: NextRequest, { params }: Context) => {
  const quote = await quoteByToken((await params).token);
  if (!quote) throw new ApiError(404, "not_found", "This quote link is not valid or has expired");
  if (!planAccess(quote).open || !quote.contact.eventDate) throw new ApiError(409, "conflict", "The event goes in your calendar once the deposit is paid");
  return fileReply(clientEventIcs(quote, await readPlan(quote.id)), { type: "text/calendar; charset=utf-8", filename: "event.ics", headers: { "X-Robots-Tag": "noindex" } });
});
