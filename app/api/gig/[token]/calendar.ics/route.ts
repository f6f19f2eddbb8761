import { ApiError } from "@/lib/common/api-error";
import type { NextRequest } from "next/server";
import { withErrorNet } from "@/lib/error-net";
import { fileReply } from "@/lib/http";
import { gigPath } from "@/lib/players/gig-links";
import { gigIcs, gigView } from "@/lib/players/gig-page";
import { slotByGigToken } from "@/lib/players/gigs";
import { siteOrigin } from "@/lib/site-origin";

type Context = { params: Promise<{ token: string }> };

// Public, token-guarded: the gig as an event for the player's phone. Unknown or expired link 404.
export const GET = withErrorNet(async (_request: NextRequest, { params }: Context) => {
  const { token } = await params;
  const slot = await slotByGigToken(token);
  if (!slot) throw new ApiError(404, "not_found", "This link is not valid or has expired");
  const view = await gigView(slot);
  return fileReply(gigIcs(slot, view, `${siteOrigin()}${gigPath(token)}`), { type: "text/calendar; charset=utf-8", filename: "gig.ics", private: true });
});
