import { auditRequest } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { adminPhotosPage, galleryCategories, galleryCount } from "@/lib/gallery/lists";
import { addPhoto } from "@/lib/gallery/photos";
import { MediaRefusal } from "@/lib/media/errors";
import { storeImage } from "@/lib/media/library";
import { receiveImageForm } from "@/lib/media/receive";
import { galleryPageQuerySchema, MAX_PHOTO_BYTES, MAX_PHOTO_MB, photoFieldsSchema } from "@/lib/validation/gallery";
import { invalidFields, invalidInput, jsonReply, pagedReply } from "@/lib/http";

// Admin: one photo per request (multipart `file`, `title`, `alt`, `category`); the panel sends
// several in parallel and the media library decodes them one at a time.
export const POST = withAdmin(async (request, { admin }) => {
  let form;
  try {
    form = await receiveImageForm(request, { fileField: "file", maxBytes: MAX_PHOTO_BYTES, tooLargeMessage: `The photo is larger than ${MAX_PHOTO_MB} MB` });
  } catch (error) {
    if (error instanceof MediaRefusal) return error.response();
    throw error;
  }
  try {
    const fields = photoFieldsSchema.safeParse(form.fields);
    if (!fields.success) return invalidInput(fields.error);
    if (!form.file || form.file.size === 0) return invalidFields({ file: "Choose a photo" }, "file: choose a photo");
    const photo = await addPhoto(fields.data, await storeImage(form.file.path), { first: true });
    await auditRequest(request, admin, { action: "gallery-change", target: `gallery photo "${photo.title}" added` });
    return jsonReply({ photo }, { status: 201 });
  } catch (error) {
    if (error instanceof MediaRefusal) return error.response();
    throw error;
  } finally {
    await form.dispose();
  }
});

// Admin: a page of the photos in display order (at most 500) → { photos }; X-Next-Cursor names the
// next page, asked for with ?cursor=. The first page also says how many there are in all and the categories.
export const GET = withAdmin(async (request) => {
  const query = galleryPageQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) return invalidInput(query.error);
  const { cursor } = query.data;
  const page = await adminPhotosPage(cursor);
  return pagedReply(page, cursor ? { photos: page.rows } : { photos: page.rows, categories: await galleryCategories(), count: await galleryCount("photos") });
});
