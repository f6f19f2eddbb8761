// Makes the renditions of the sample gallery photos that ship with the site, as an upload's are made
// (lib/media/renditions.ts), into public/images/gallery/renditions: a fresh install's demo seed copies
// them instead of encoding 225 WebP files (5 s of a core, on every fresh install and in every test
// that seeds). Run after scripts/artwork/gallery.mjs, or after a change to the renditions' widths or
// quality (tests/unit/demo-renditions.test.ts fails until then):
//   npx tsx --conditions=react-server scripts/artwork/gallery-renditions.ts
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { demoGalleryPhotos } from "@/fixed/demo-gallery";
import { encodeRenditions } from "@/lib/media/renditions";
import { DEMO_PHOTO_FOLDER } from "@/lib/setup/demo";

const out = path.join(DEMO_PHOTO_FOLDER, "renditions");
mkdirSync(out, { recursive: true });
for (const file of readdirSync(out)) rmSync(path.join(out, file));
let bytes = 0;
for (const photo of demoGalleryPhotos) {
  const jpeg = await readFile(path.join(DEMO_PHOTO_FOLDER, `${photo.file}.jpg`));
  const { width: photoWidth = 0 } = await sharp(jpeg).metadata();
  // Named by the width made: the widths past the photo's own are one file (its own width).
  const made = new Map((await encodeRenditions(jpeg)).map(({ width, webp }) => [Math.min(width, photoWidth), webp]));
  for (const [width, webp] of made) {
    writeFileSync(path.join(out, `${photo.file}-w${width}.webp`), webp);
    bytes += webp.length;
  }
}
console.log(`Wrote the renditions of ${demoGalleryPhotos.length} photos (${Math.round(bytes / 1024)} KB) to ${path.relative(process.cwd(), out)}`);
