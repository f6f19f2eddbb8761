// HTTP Range requests (RFC 9110 §14) for one byte range, which is what media players ask for,
// read by range-parser (the parser Express's send uses) rather than by hand.
import parseRangeHeader from "range-parser";

export type ByteRange = { start: number; end: number };

/**
 * The range a Range header asks for within a file of `size` bytes (end inclusive); null when the
 * header is absent, malformed, not in bytes or asks for several ranges (the whole file is then
 * sent with 200); "unsatisfiable" when no part of it is in the file (416).
 */
export function parseRange(header: string | null, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  // A range that ends before it starts is invalid, so the header is ignored (RFC 9110 §14.1.1), not unsatisfiable.
  const backwards = /^bytes=(\d+)-(\d+)$/.exec(header.trim());
  if (backwards && Number(backwards[2]) < Number(backwards[1])) return null;
  const ranges = parseRangeHeader(size, header.trim(), { combine: true });
  if (ranges === -1) return "unsatisfiable";
  if (ranges === -2 || ranges.type !== "bytes" || ranges.length !== 1) return null;
  const [range] = ranges;
  return range ? { start: range.start, end: range.end } : null;
}

/** "Tëst Song?" → a Content-Disposition that every browser saves as that name. */
export function attachmentDisposition(fileName: string): string {
  const ascii =
    fileName
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\/:*?<>|]/g, "")
      .trim() || "download";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName.replace(/[/\\]/g, "-"))}`;
}
