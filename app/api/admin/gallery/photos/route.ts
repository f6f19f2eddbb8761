import { invalidFields } from "@/lib/common/api-error";
import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { galleryCategoryNames } from "@/lib/gallery/categories";
import { adminPhotosPage, galleryCount } from "@/lib/gallery/lists";
import { addPhoto } from "@/lib/gallery/photos";
import { storeImage } from "@/lib/media/library";
import { receiveImageForm } from "@/lib/media/receive";
import { galleryPageQuerySchema, MAX_PHOTO_BYTES, MAX_PHOTO_MB, photoFieldsSchema } from "@/lib/validation/gallery";
import { invalidInput, jsonReply, pagedReply, queryOf } from "@/lib/http";

// Admin: one photo per request (multipart `file`, `title`, `alt`, `category`); the panel sends
// several in parallel and the media library decodes them one at a time.
export const POST = withAdmin("media", async (request, { actor }) => {
  const form = await receiveImageForm(request, { fileField: "file", maxBytes: MAX_PHOTO_BYTES, tooLargeMessage: `The photo is larger than ${MAX_PHOTO_MB} MB` });
  try {
    const fields = photoFieldsSchema.safeParse(form.fields);
    if (!fields.success) throw invalidInput(fields.error);
    if (!form.file || form.file.size === 0) throw invalidFields({ file: "Choose a photo" }, "file: choose a photo");
    const photo = await addPhoto(fields.data, await storeImage(form.file.path), { first: true });
    await audit(actor, { action: "gallery-change", target: `gallery photo "${photo.title}" added` });
    return jsonReply({ photo }, { status: 201 });
  } finally {
    await form.dispose();
  }
});

// Admin: a page of the photos in display order (at most 500) → { photos }; X-Next-Cursor names the
// next page, asked for with ?cursor=. The first page also says how many there are in all and the categories.
export const GET = withAdmin("media", async (request) => {
  const query = galleryPageQuerySchema.safeParse(queryOf(request));
  if (!query.success) throw invalidInput(query.error);
  const { cursor } = query.data;
  const page = await adminPhotosPage(cursor);
  return pagedReply(page, cursor ? { photos: page.rows } : { photos: page.rows, categories: await galleryCategoryNames(), count: await galleryCount("photos") });
});
