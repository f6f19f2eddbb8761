import { auditRequest } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { reorderGallery } from "@/lib/gallery/lists";
import { invalidFields, invalidInput, noContent, readJson } from "@/lib/http";
import { anyJsonBody, galleryOrderSchema } from "@/lib/validation/gallery";

// Admin: the photos and/or videos in their new order (JSON `{ photos: [ids…], videos: [ids…] }`).
export const PUT = withAdmin(async (request, { admin }) => {
  const body = await readJson(request, anyJsonBody, 64 * 1024);
  if (!body.ok) return body.response;
  const order = galleryOrderSchema.safeParse(body.data);
  if (!order.success) return invalidInput(order.error);
  const problem = await reorderGallery(order.data);
  if (problem) return invalidFields({ [problem.field]: problem.message });
  const what = [order.data.photos && "photos", order.data.videos && "videos"].filter(Boolean).join(" and ");
  await auditRequest(request, admin, { action: "gallery-change", target: `gallery ${what} reordered` });
  return noContent();
});
