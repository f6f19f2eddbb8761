// Where a stored picture's renditions are (issue 48): made once at upload beside the original
// (lib/media/renditions.ts) as images/<uuid>-w<width>.webp in the same storage, so a rendition's URL
// is the original's with its width. Shared by the server and the browser (next/image's loader).

/** The widths made for every stored picture: next/image's widths up to 1920, a wider request gets 1920. */
export const RENDITION_WIDTHS = [96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920] as const;
const LARGEST = 1920;

/** A picture of the media library: served under /api/media (disk, S3) or from Vercel Blob. */
const STORED_PICTURE = /^(?:\/api\/media|https:\/\/[a-z0-9-]+\.public\.blob\.vercel-storage\.com)\/images\/[0-9a-f-]{36}\.jpg$/;

export const isStoredPicture = (src: string) => STORED_PICTURE.test(src);

/** The smallest rendition at least `width` wide (the largest for wider requests). */
function renditionWidth(width: number): number {
  return RENDITION_WIDTHS.find((candidate) => candidate >= width) ?? LARGEST;
}

/** A stored picture's rendition for a width: its key or URL with "-w<width>.webp" for ".jpg". */
export const renditionOf = (original: string, width: number) => original.replace(/\.jpg$/, `-w${renditionWidth(width)}.webp`);

/** next/image's loader for stored pictures: the ready-made file, never /_next/image. */
export const renditionLoader = ({ src, width }: { src: string; width: number }) => renditionOf(src, width);
