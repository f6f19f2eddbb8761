import "server-only";
// Recognises an image by its first bytes, never by its file name or declared type. Kept by hand,
// unlike the audio (lib/music/sniff.ts uses file-type): file-type reads only an ISO-BMFF file's major
// brand, and an AVIF that names the generic HEIF brand mif1 first would be refused as a HEIC.

export type ImageKind = "jpeg" | "png" | "webp" | "avif" | "gif" | "heic" | "svg";

/** How many leading bytes sniffImage needs to decide. */
export const SNIFF_BYTES = 1024;

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  bytes.length >= start + text.length && text.split("").every((char, index) => bytes[start + index] === char.charCodeAt(0));

const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);

/** The brands of an ISO-BMFF `ftyp` box (major and compatible), or [] when there is none. */
function ftypBrands(bytes: Uint8Array): string[] {
  if (!ascii(bytes, 4, "ftyp") || bytes.length < 12) return [];
  const boxSize = Math.min(((bytes[0]! << 24) >>> 0) + (bytes[1]! << 16) + (bytes[2]! << 8) + bytes[3]!, bytes.length, 256);
  const brands = [Buffer.from(bytes.subarray(8, 12)).toString("latin1")];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(Buffer.from(bytes.subarray(offset, offset + 4)).toString("latin1"));
  return brands;
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  const start = Buffer.from(bytes.subarray(0, SNIFF_BYTES))
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  return /^<(\?xml|!--|!DOCTYPE svg|svg[\s>])/i.test(start) && /<svg[\s>]/i.test(start);
}

export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (bytes[0] === 0x89 && ascii(bytes, 1, "PNG\r\n\x1a\n")) return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP")) return "webp";
  if (ascii(bytes, 0, "GIF87a") || ascii(bytes, 0, "GIF89a")) return "gif";
  const brands = ftypBrands(bytes);
  // An AVIF file may name the generic HEIF brand mif1 first: AVIF wins when any brand says so.
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return "avif";
  if (brands.some((brand) => HEIF_BRANDS.has(brand))) return "heic";
  if (looksLikeSvg(bytes)) return "svg";
  return null;
}
