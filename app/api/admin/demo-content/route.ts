import { ApiError } from "@/lib/common/api-error";
import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { jsonReply } from "@/lib/http";
import { demoContentCounts, demoRemovalBlocked, removeDemoContent } from "@/lib/setup/demo-removal";

export const dynamic = "force-dynamic";

// Admin: how much demo content is stored → { reviews, tracks, contacts, galleryPhotos, galleryVideos, onPublicSite, blockedBy }.
export const GET = withAdmin("site", async () => jsonReply(await demoContentCounts()));

// Admin: removes all demo reviews, tracks (with their files) and enquiries → { removed };
// 409 { error } while a demo enquiry has a quote that is sent or paid.
export const DELETE = withAdmin("site", async (request, { actor }) => {
  const blocked = await demoRemovalBlocked();
  if (blocked) throw new ApiError(409, "conflict", blocked);
  const removed = await removeDemoContent();
  await audit(actor, { action: "delete", target: "demo content" });
  return jsonReply({ removed });
});
