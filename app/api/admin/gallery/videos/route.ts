import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { adminVideosPage, galleryCount } from "@/lib/gallery/lists";
import { addVideo } from "@/lib/gallery/videos";
import { invalidInput, jsonReply, pagedReply, readJson, queryOf } from "@/lib/http";
import { anyJsonBody, galleryPageQuerySchema, videoCreateSchema } from "@/lib/validation/gallery";

// Admin: a YouTube video from a pasted link (JSON `{ url, title, description, category }`).
export const POST = withAdmin("media", async (request, { actor }) => {
  const body = await readJson(request, anyJsonBody);
  const fields = videoCreateSchema.safeParse(body);
  if (!fields.success) throw invalidInput(fields.error);
  const video = await addVideo(fields.data);
  await audit(actor, { action: "gallery-change", target: `gallery video "${video.title}" added` });
  return jsonReply({ video }, { status: 201 });
});

// Admin: a page of the videos in display order (at most 500) → { videos }; X-Next-Cursor names the
// next page, asked for with ?cursor=. The first page also says how many there are in all.
export const GET = withAdmin("media", async (request) => {
  const query = galleryPageQuerySchema.safeParse(queryOf(request));
  if (!query.success) throw invalidInput(query.error);
  const { cursor } = query.data;
  const page = await adminVideosPage(cursor);
  return pagedReply(page, cursor ? { videos: page.rows } : { videos: page.rows, count: await galleryCount("videos") });
});
