import { toast } from "sonner";
import { MAX_LOGO_BYTES, MAX_LOGO_MB } from "@/lib/validation/client-logos";

/** The chosen file when it can be a logo; otherwise says why in a toast and answers null. */
export function acceptImage(file: File | undefined | null): File | null {
  if (!file) return null;
  if (!file.type.startsWith("image/")) {
    toast.error("Invalid File", { description: "Please select a valid image file." });
    return null;
  }
  if (file.size > MAX_LOGO_BYTES) {
    toast.error("File Too Large", { description: `Please select an image of at most ${MAX_LOGO_MB} MB.` });
    return null;
  }
  return file;
}

export const IMAGE_TYPES = "image/png,image/jpeg,image/webp,image/avif,image/gif";
