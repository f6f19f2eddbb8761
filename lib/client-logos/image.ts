import "server-only";
import { ApiError } from "@/lib/common/api-error";
import { MediaRefusal } from "@/lib/media/errors";
import { encodeImage, type EncodeRules } from "@/lib/media/process";

// A logo goes through the media library's pipeline (type by bytes, pixel limit, the decode queue,
// metadata stripped) and is kept as a small WebP. SVG is refused: a drawing can carry scripts and
// external references, and a raster logo converted here is what the site shows anyway.

/** The grids show logos at most about 300 px wide. */
const LOGO_RULES: EncodeRules = {
  accept: ["png", "jpeg", "webp", "avif", "gif"],
  format: "webp",
  maxWidth: 640,
  maxHeight: 320,
  quality: 85,
  notAnImage: "The file is not an image (PNG, JPEG, WebP, AVIF or GIF)",
  svgMessage: "SVG logos are not accepted: upload a PNG, JPEG, WebP, AVIF or GIF",
};

/** A logo the site will not take: always a 400 (a media refusal of any status, as the logo manager words it). */
class NotAnImageError extends ApiError {
  constructor(message: string) {
    super(400, "invalid_input", message);
  }
}

/** A WebP of the image, fitted within 640x320 without enlarging; throws NotAnImageError for anything else. */
export async function logoToWebp(bytes: Buffer): Promise<Buffer> {
  try {
    return (await encodeImage(bytes, LOGO_RULES)).data;
  } catch (error) {
    if (error instanceof MediaRefusal) throw new NotAnImageError(error.message);
    throw error;
  }
}
