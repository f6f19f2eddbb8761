import "server-only";
import { createHash } from "node:crypto";
import { cachedRead } from "@/lib/cache/cached-read";
import { cacheTags } from "@/lib/cache/tags";
import { publicClientLogos } from "@/lib/client-logos/logos";
import { publicPress } from "@/lib/content/public";
import { attachmentDisposition } from "@/lib/http-range";
import { readSiteSettings } from "@/lib/settings/store";
import { epkPdf } from "./epk-pdf";
import { pressPhotos } from "./photos";
import { printablePicture } from "./printable-picture";
import { riderPdf } from "./rider-pdf";

// The press kit's PDFs (and its share card, lib/press/share-image.ts), made once and kept in the page cache (as base64: its entries are JSON) under
// the tags of the data they print, so a save of the press kit, the settings, the gallery or the
// client logos makes them afresh on their next download, on every server.

export const riderPdfBase64 = cachedRead([cacheTags.press, cacheTags.settings], "press-rider-pdf", async () => {
  const [press, settings] = await Promise.all([publicPress(), readSiteSettings()]);
  return (await riderPdf(press, settings, await printablePicture(press.stagePlot))).toString("base64");
});

export const epkPdfBase64 = cachedRead([cacheTags.press, cacheTags.settings, cacheTags.gallery, cacheTags.clientLogos], "press-epk-pdf", async () => {
  const [press, settings, photos, logos] = await Promise.all([publicPress(), readSiteSettings(), pressPhotos(), publicClientLogos()]);
  const first = photos[0];
  const picture = first ? await printablePicture(first.src, 1400) : null;
  const photo = picture && first ? { ...picture, alt: first.alt } : null;
  return (await epkPdf({ press, settings, photo, clients: logos.map((logo) => logo.name) })).toString("base64");
});

const contentTypes: Record<string, string> = { pdf: "application/pdf", jpg: "image/jpeg" };

/**
 * A press file (a PDF, the share card's JPEG) as the browser opens it (inline: the engineer prints
 * a PDF from the viewer), public and checked against its ETag on each load, so a saved change shows
 * at once.
 */
export function pressFileResponse(request: Request, base64: string, fileName: string): Response {
  const extension = fileName.slice(fileName.lastIndexOf(".") + 1);
  const etag = `"${extension}-${createHash("sha256").update(base64).digest("base64url").slice(0, 27)}"`;
  const headers = new Headers({
    "Content-Type": contentTypes[extension] ?? "application/octet-stream",
    "Content-Disposition": attachmentDisposition(fileName).replace(/^attachment/, "inline"),
    "Cache-Control": "public, max-age=0, must-revalidate",
    ETag: etag,
  });
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  const file = Buffer.from(base64, "base64");
  headers.set("Content-Length", String(file.length));
  return new Response(new Uint8Array(file), { headers });
}
