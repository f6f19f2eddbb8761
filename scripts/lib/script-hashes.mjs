// Per-response script hashes for prerendered pages (preloaded by `npm start` through
// scripts/lib/inline-script-policy.mjs). A prerendered page is the same HTML for every visitor, so it
// cannot carry a nonce, and Next inlines each page's data as scripts whose text changes whenever
// the page is revalidated, so no hash list fixed at build time covers them: their fixed policy
// (lib/security/headers.ts) says `script-src 'self' 'unsafe-inline'`. As each such HTML response
// leaves the server, this adds the SHA-256 hash of every inline script in that very response to
// script-src. Browsers that know hashes (CSP level 2, every current one) then ignore
// 'unsafe-inline': only the scripts the server sent run, and an injected one does not. Anything
// unexpected (no policy, a nonce policy, not HTML, a body too large to hold) leaves the response
// exactly as Next.js wrote it.
import { createHash } from "node:crypto";
import zlib from "node:zlib";

/** Bodies above this are streamed on unchanged (their policy keeps 'unsafe-inline'). */
export const MAX_HASHED_BYTES = 8 * 1024 * 1024;

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPE = /^(module|(text|application)\/(x-)?(java|ecma)script)$/i;

/** The source text of every inline script the browser would run, in document order. */
export function inlineScripts(html) {
  const sources = [];
  for (const [, attributes, source] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1];
    if (type && !EXECUTABLE_TYPE.test(type.trim())) continue; // JSON-LD and other data blocks
    // The HTML parser turns CRLF and lone CR into LF before the browser hashes the text.
    sources.push(source.replace(/\r\n?/g, "\n"));
  }
  return sources;
}

export const sha256Source = (source) => `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;

/** True for the prerendered pages' policy: inline scripts allowed, no nonce or hash of its own. */
export function allowsAnyInlineScript(policy) {
  const scriptSrc = String(policy ?? "").split(";").map((part) => part.trim()).find((part) => /^script-src\s/i.test(part));
  if (!scriptSrc) return false;
  const sources = scriptSrc.split(/\s+/).slice(1);
  return sources.includes("'unsafe-inline'") && !sources.some((source) => /^'(nonce|sha(256|384|512))-/.test(source));
}

/** The policy with the hashes of the page's inline scripts added to script-src. */
export function policyWithScriptHashes(policy, html) {
  const hashes = [...new Set(inlineScripts(html).map(sha256Source))];
  if (hashes.length === 0) return policy.replace(/(^|;\s*)script-src\s[^;]*/i, (directive) => directive.replace(/\s'unsafe-inline'/, ""));
  return policy.replace(/(^|;\s*)(script-src\s[^;]*)/i, (_, separator, directive) => `${separator}${directive} ${hashes.join(" ")}`);
}

/** The body as text, undoing the compression Next.js applied. */
export function decodeBody(body, encoding) {
  switch (String(encoding ?? "identity").toLowerCase()) {
    case "identity":
      return body.toString("utf8");
    case "gzip":
      return zlib.gunzipSync(body).toString("utf8");
    case "deflate":
      return zlib.inflateSync(body).toString("utf8");
    case "br":
      return zlib.brotliDecompressSync(body).toString("utf8");
    default:
      throw new Error(`unknown content encoding ${encoding}`);
  }
}
