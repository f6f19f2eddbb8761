import { ApiError } from "@/lib/common/api-error";
import type { NextRequest } from "next/server";
import { buildFeed, isFeedToken } from "@/lib/availability/feed";
import { withErrorNet } from "@/lib/error-net";
import { fileReply } from "@/lib/http";

type Context = { params: Promise<{ feed: string }> };

export const dynamic = "force-dynamic";

// GET /api/calendar/<token>.ics: the band's private iCalendar feed (bookings and holds), for
// Google or Apple Calendar to subscribe to. The secret token is the only key; a wrong or rotated
// one answers 404, as if there were no such feed.
export const GET = withErrorNet(
  async (_request: NextRequest, { params }: Context) => {
    const name = (await params).feed;
    const token = name.endsWith(".ics") ? name.slice(0, -".ics".length) : "";
    if (!(await isFeedToken(token))) throw new ApiError(404, "not_found", "Not found");
    return fileReply(await buildFeed(), { type: "text/calendar; charset=utf-8", filename: "bookings.ics", inline: true, private: true });
  },
  { logPath: "/api/calendar/[feed]" },
);
