import sharp from "sharp";
import { streamingRequest } from "./music";

const BASE = "http://localhost:3000";

/** A real image of the given format, drawn with sharp. */
export async function imageBytes(format: "png" | "jpeg" | "webp" | "gif" | "avif", width = 300, height = 120): Promise<Buffer> {
  const picture = sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 1 } } });
  return picture.toFormat(format).toBuffer();
}

/** An uncompressed PNG of about `megabytes` MB: a real image, just too large to upload. */
export async function hugePng(megabytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt((megabytes * 1024 * 1024) / 4));
  return sharp({ create: { width: side, height: side, channels: 4, background: "#336699" } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export const scriptedSvg = Buffer.from(
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="40"><script>alert(document.cookie)</script><rect width="100" height="40" fill="red"/></svg>`,
);

type LogoForm = { image?: { bytes: Uint8Array; name: string; type: string }; sizePercent?: string; name?: string };

/** PUT /api/client-logos/{slot} as the logo managers send it (multipart, streamed). */
export function logoRequest(slot: string | number, form: LogoForm, headers: Record<string, string> = {}) {
  const body = new FormData();
  if (form.sizePercent !== undefined) body.append("sizePercent", form.sizePercent);
  if (form.name !== undefined) body.append("name", form.name);
  if (form.image) body.append("image", new Blob([new Uint8Array(form.image.bytes)], { type: form.image.type }), form.image.name);
  const encoded = new Request(BASE, { method: "PUT", body });
  return streamingRequest("PUT", `/api/client-logos/${slot}`, encoded.body!, {
    "content-type": encoded.headers.get("content-type")!,
    ...headers,
  });
}
