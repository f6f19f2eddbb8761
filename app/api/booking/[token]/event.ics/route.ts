import type { NextRequest } from "next/server";
import { withErrorNet } from "@/lib/error-net";
import { jsonError } from "@/lib/http";
import { clientEventIcs } from "@/lib/payments/event-calendar";
import { planAccess, readPlan } from "@/lib/payments/event-plan";
import { quoteByToken } from "@/lib/payments/quotes";

type Context = { params: Promise<{ token: string }> };

// Public, token-guarded: the booked event for the client's calendar (an .ics to open or import).
export const GET = withErrorNet(async (_request: NextRequest, { params }: Context) => {
  const quote = await quoteByToken((await params).token);
  if (!quote) return jsonError(404, "This quote link is not valid or has expired");
  if (!planAccess(quote).open || !quote.contact.eventDate) return jsonError(409, "The event goes in your calendar once the deposit is paid");
  return new Response(clientEventIcs(quote, await readPlan(quote.id)), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="event.ics"',
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
});
