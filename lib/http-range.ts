// HTTP Range requests (RFC 9110 §14) for one byte range, which is what media players ask for.

export type ByteRange = { start: number; end: number };

/**
 * The range a Range header asks for within a file of `size` bytes (end inclusive); null when the
 * header is absent, malformed or asks for several ranges (the whole file is then sent with 200);
 * "unsatisfiable" when it starts past the end (416).
 */
export function parseRange(header: string | null, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== "" && Number(last) < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end };
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
