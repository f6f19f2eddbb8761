import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { firstScreenRendition } from "@/lib/media/first-screen";
import { localPath } from "@/lib/storage/local";

const decoded = async (dataUrl: string) => {
  const bytes = Buffer.from(dataUrl.replace(/^data:image\/webp;base64,/, ""), "base64");
  return { bytes: bytes.byteLength, ...(await sharp(bytes).metadata()) };
};

describe("the first screen's picture inlined in the HTML (issue #32)", () => {
  it("renders the shipped hero and stage drawings at 640 px as WebP of at most 12 KB", async () => {
    for (const src of ["/images/home/hero.jpg", "/images/about/stage.webp"]) {
      const rendition = await firstScreenRendition(src);
      expect(rendition, src).toMatch(/^data:image\/webp;base64,/);
      const image = await decoded(rendition!);
      expect(image).toMatchObject({ format: "webp", width: 640 });
      expect(image.bytes).toBeLessThanOrEqual(12 * 1024);
    }
  });

  it("starts at 960 px for a picture that covers the first screen (the home page's hero)", async () => {
    const rendition = await firstScreenRendition("/images/home/hero.jpg", { cover: true });
    expect(await decoded(rendition!)).toMatchObject({ width: 960, height: 540 });
  });

  it("takes a narrower rendition of a detailed photo from the media library, and none when even 320 px is too large", async () => {
    // Colour noise enlarged to 1600 × 900: the coarser, the smaller it compresses.
    const noiseEnlarged = (width: number) =>
      sharp(Buffer.from(Array.from({ length: width * Math.round((width * 9) / 16) * 3 }, (_, index) => (index * 2654435761) % 251)), {
        raw: { width, height: Math.round((width * 9) / 16), channels: 3 },
      })
        .resize(1600, 900, { kernel: "cubic" })
        .jpeg({ quality: 90 })
        .toBuffer();
    const stored = async (width: number) => {
      const key = `images/${crypto.randomUUID()}.jpg`;
      mkdirSync(path.dirname(localPath(key)), { recursive: true });
      writeFileSync(localPath(key), await noiseEnlarged(width));
      return `/api/media/${key}`;
    };
    const detailed = await firstScreenRendition(await stored(48)); // about 16 KB at 640, 11 KB at 480
    expect((await decoded(detailed!)).width).toBe(480);
    expect(await firstScreenRendition(await stored(200))).toBeNull(); // about 20 KB even at 320
  });

  it("reads nothing outside public/ or the library, and survives a missing file", async () => {
    for (const src of ["/../package.json", "/images/../../.env", "relative.jpg", "/images/none.jpg", "/api/media/images/missing.jpg", "javascript:alert(1)"]) {
      expect(await firstScreenRendition(src), src).toBeNull();
    }
  });
});
