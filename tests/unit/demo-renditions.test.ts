import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { demoGalleryPhotos } from "@/fixed/demo-gallery";
import { RENDITION_WIDTHS } from "@/lib/media/rendition-url";
import { encodeRenditions } from "@/lib/media/renditions";
import { DEMO_PHOTO_FOLDER, shippedRenditions } from "@/lib/setup/demo";

// The demo seed stores the sample photos' renditions as they ship (public/images/gallery/renditions),
// made by scripts/artwork/gallery-renditions.ts. These fail when they no longer match what an upload
// would get (new widths, another quality): run the script again.

const jpegOf = (file: string) => readFile(path.join(DEMO_PHOTO_FOLDER, `${file}.jpg`));

describe("the sample photos' shipped renditions", () => {
  it("are WebP at every width a page asks for, never wider than the photo", async () => {
    for (const photo of demoGalleryPhotos) {
      const { width: photoWidth = 0, height: photoHeight = 0 } = await sharp(await jpegOf(photo.file)).metadata();
      const renditions = await shippedRenditions(photo.file, photoWidth);
      expect(renditions.map(({ width }) => width)).toEqual([...RENDITION_WIDTHS]);
      for (const { width, webp } of renditions) {
        const made = await sharp(webp).metadata();
        expect({ photo: photo.file, width, format: made.format, made: made.width }).toEqual({ photo: photo.file, width, format: "webp", made: Math.min(width, photoWidth) });
        expect(made.height).toBe(Math.round((photoHeight * made.width!) / photoWidth));
      }
    }
  });

  it("are what an upload of the same photo gets today (the widths and quality of lib/media/renditions.ts)", async () => {
    const photo = demoGalleryPhotos[0]!;
    const jpeg = await jpegOf(photo.file);
    const { width: photoWidth = 0 } = await sharp(jpeg).metadata();
    const shipped = await shippedRenditions(photo.file, photoWidth);
    const fresh = await encodeRenditions(jpeg);
    expect(fresh.map(({ width }) => width)).toEqual(shipped.map(({ width }) => width));
    for (const [index, { width, webp }] of fresh.entries()) {
      // Within 2 % of the bytes: a newer libwebp may differ by a few bytes, another quality by far more.
      expect(Math.abs(webp.length - shipped[index]!.webp.length) / webp.length, `${photo.file} at ${width}`).toBeLessThan(0.02);
    }
  });
});
