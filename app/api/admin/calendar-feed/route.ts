import { audit } from "@/lib/audit/events";
import { currentFeedToken, feedPath, rotateFeedToken } from "@/lib/availability/feed";
import { withAdmin } from "@/lib/auth/guard";
import { siteOrigin } from "@/lib/site-origin";
import { jsonReply } from "@/lib/http";

export const dynamic = "force-dynamic";

const answer = (token: string) => jsonReply({ url: new URL(feedPath(token), siteOrigin()).toString() });

// Admin: the private calendar feed's URL → { url }.
export const GET = withAdmin("enquiries", async () => answer(await currentFeedToken()));

// Admin: a new secret URL; the old one answers 404 from now on → { url }.
export const POST = withAdmin("enquiries", async (request, { actor }) => {
  const token = await rotateFeedToken();
  await audit(actor, { action: "calendar-change", target: "calendar feed URL rotated" });
  return answer(token);
});
