import { auditRequest } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { addVideo } from "@/lib/gallery/videos";
import { invalidInput, jsonReply, readJson } from "@/lib/http";
import { anyJsonBody, videoCreateSchema } from "@/lib/validation/gallery";

// Admin: a YouTube video from a pasted link (JSON `{ url, title, description, category }`).
export const POST = withAdmin(async (request, { admin }) => {
  const body = await readJson(request, anyJsonBody);
  if (!body.ok) return body.response;
  const fields = videoCreateSchema.safeParse(body.data);
  if (!fields.success) return invalidInput(fields.error);
  const video = await addVideo(fields.data);
  await auditRequest(request, admin, { action: "gallery-change", target: `gallery video "${video.title}" added` });
  return jsonReply({ video }, { status: 201 });
});
