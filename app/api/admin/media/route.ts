import { invalidFields } from "@/lib/common/api-error";
import { withAdmin } from "@/lib/auth/guard";
import { listLibraryImages, recordContentImage } from "@/lib/content/media";
import { storeImage } from "@/lib/media/library";
import { receiveImageForm } from "@/lib/media/receive";
import { MAX_PHOTO_BYTES, MAX_PHOTO_MB } from "@/lib/validation/gallery";
import { jsonReply } from "@/lib/http";

export const dynamic = "force-dynamic";

// Admin: the media library's pictures, newest first: { images: [{ id, url, width, height, blurDataUrl }] }.
export const GET = withAdmin("media", async () => jsonReply({ images: await listLibraryImages() }));

// Admin: stores one picture for the page content (multipart `file`): checked by its bytes,
// re-encoded without its metadata → 201 { image }.
export const POST = withAdmin("media", async (request) => {
  const form = await receiveImageForm(request, { fileField: "file", maxBytes: MAX_PHOTO_BYTES, tooLargeMessage: `The picture is larger than ${MAX_PHOTO_MB} MB` });
  try {
    if (!form.file || form.file.size === 0) throw invalidFields({ file: "Choose a picture" }, "file: choose a picture");
    const image = await recordContentImage(await storeImage(form.file.path));
    return jsonReply({ image }, { status: 201 });
  } finally {
    await form.dispose();
  }
});
