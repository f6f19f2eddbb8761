import { crc32 } from "node:zlib";
import sharp from "sharp";
import { streamingRequest } from "./music";

// Real image files for the media library's tests, made with sharp (and a few made by hand where
// sharp would refuse to write them).

const BASE = "http://localhost:3000";

/** A JPEG whose EXIF holds a GPS position (a Lagos address), as phone cameras write them. */
export async function jpegWithGps(width = 600, height = 400, orientation?: number): Promise<Buffer> {
  const picture = sharp({ create: { width, height, channels: 3, background: { r: 120, g: 40, b: 160 } } }).jpeg({ quality: 90 });
  return picture
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Camera 48MP", Artist: "Adaeze Okafor", Copyright: "Adaeze Okafor 2026" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "6/1 27/1 1234/100", GPSLongitudeRef: "E", GPSLongitude: "3/1 23/1 4321/100" },
    })
    .withMetadata(orientation ? { orientation } : {})
    .toBuffer();
}

export async function pngBytes(width = 500, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 10, g: 150, b: 90, alpha: 0.8 } } })
    .png()
    .toBuffer();
}

/** A PNG header claiming 100000x100000 pixels (10 gigapixels) around almost no data. */
export function pngPixelBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(100_000, 0);
  header.writeUInt32BE(100_000, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from("\x89PNG\r\n\x1a\n", "latin1"),
    chunk("IHDR", header),
    chunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The first bytes of an iPhone HEIC photo (ftyp box with the heic brand). */
export function heicBytes(): Buffer {
  return Buffer.concat([Buffer.from("\0\0\0\x18ftypheic\0\0\0\0mif1heic", "latin1"), Buffer.alloc(4096, 7)]);
}

type PhotoForm = { file?: { bytes: Uint8Array; name: string; type: string }; title?: string; alt?: string; category?: string };

/** POST /api/admin/gallery/photos as the admin panel sends it (multipart, streamed). */
export function photoRequest(form: PhotoForm, headers: Record<string, string> = {}, path = "/api/admin/gallery/photos") {
  const body = new FormData();
  for (const field of ["title", "alt", "category"] as const) if (form[field] !== undefined) body.append(field, form[field]);
  if (form.file) body.append("file", new Blob([new Uint8Array(form.file.bytes)], { type: form.file.type }), form.file.name);
  const encoded = new Request(BASE, { method: "POST", body });
  return streamingRequest("POST", path, encoded.body!, { "content-type": encoded.headers.get("content-type")!, ...headers });
}

/**
 * A multipart photo upload whose file is `fileBytes` long (a JPEG signature, then zeros), made
 * 1 MiB at a time as it is read and sent without a Content-Length, so only the streaming limit
 * can stop it. `pulled()` says how much the server has read.
 */
export function oversizedPhotoBody(fileBytes: number) {
  const boundary = `----band-gallery-${Date.now()}`;
  const head = Buffer.from(
    ["title", "alt", "category"].map((name) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nToo big\r\n`).join("") +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff`,
    "latin1",
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = new Uint8Array(1024 * 1024);
  let sent = 0;
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) {
        sent = 3;
        pulled += head.length;
        controller.enqueue(new Uint8Array(head));
        return;
      }
      if (sent >= fileBytes) {
        pulled += tail.length;
        controller.enqueue(new Uint8Array(tail));
        controller.close();
        return;
      }
      const size = Math.min(chunk.length, fileBytes - sent);
      sent += size;
      pulled += size;
      controller.enqueue(chunk.slice(0, size));
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}`, pulled: () => pulled };
}
