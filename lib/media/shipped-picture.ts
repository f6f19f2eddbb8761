import "server-only";
import { statSync } from "node:fs";
import path from "node:path";

// /_next/image resizes the pictures shipped in public/ (stored ones have ready-made renditions).
// Asked for a local file that does not exist, Next.js fetches it, gets a 404 and logs an error
// ("internal image response failed"), so anyone could fill the server's error log with made-up
// names. proxy.ts answers those 404 itself first, with this check.

const PUBLIC_DIR = path.join(process.cwd(), "public");

/** Whether `source` (the `url` of /_next/image) is a local path with no file in public/ behind it. */
export function isMissingShippedPicture(source: string | null): boolean {
  if (!source?.startsWith("/") || source.startsWith("//")) return false; // remote: Next.js checks it against remotePatterns
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(source, "http://local").pathname);
  } catch {
    return true;
  }
  const file = path.join(PUBLIC_DIR, pathname);
  if (!file.startsWith(PUBLIC_DIR + path.sep)) return true;
  try {
    return !statSync(file).isFile();
  } catch {
    return true;
  }
}
