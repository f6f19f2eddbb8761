// Preloaded into `next start` (node --import) by `npm start`: every HTML page whose policy allows
// inline scripts (the prerendered pages, lib/security/headers.ts) leaves with the hashes of its own
// inline scripts in script-src instead (scripts/lib/script-hashes.mjs says why). The response is
// held until Next.js has written all of it, which for a prerendered page is one cached body, so
// the header can name the scripts of that body.
import http from "node:http";
import { MAX_HASHED_BYTES, allowsAnyInlineScript, decodeBody, policyWithScriptHashes } from "./script-hashes.mjs";

const POLICY = "content-security-policy";

/** A header from writeHead's own arguments (object or flat array), else the one already set. */
function headerOf(response, name, headArgs) {
  const headers = headArgs.find((arg) => arg && typeof arg === "object");
  if (Array.isArray(headers)) {
    for (let i = 0; i < headers.length; i += 2) if (String(headers[i]).toLowerCase() === name) return headers[i + 1];
  } else if (headers) {
    for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value;
  }
  return response.getHeader(name);
}

/** Moves a header given to writeHead onto the response, so setHeader can replace it later. */
function withoutHeader(headArgs, name) {
  return headArgs.map((arg) => {
    if (!arg || typeof arg !== "object") return arg;
    if (Array.isArray(arg)) return arg.filter((_, i) => i % 2 === 1 ? String(arg[i - 1]).toLowerCase() !== name : String(arg[i]).toLowerCase() !== name);
    return Object.fromEntries(Object.entries(arg).filter(([key]) => key.toLowerCase() !== name));
  });
}

const toBuffer = (chunk, encoding) => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk instanceof Uint8Array ? chunk : String(chunk), typeof encoding === "string" ? encoding : "utf8"));

/** Holds the response of one GET request and sends it with a hashed policy when it is such a page. */
export function hashInlineScripts(request, response) {
  if (request.method !== "GET") return;
  const real = { writeHead: response.writeHead, write: response.write, end: response.end, flushHeaders: response.flushHeaders };
  let mode = "undecided"; // then "held" or "passed"
  let head = null;
  let held = [];
  let heldBytes = 0;

  const decide = (statusCode, headArgs) => {
    const policy = headerOf(response, POLICY, headArgs);
    if (!allowsAnyInlineScript(policy)) return "passed";
    // A 304 without the policy keeps the one the browser stored with its copy of the page,
    // whose hashes match that copy.
    if (statusCode === 304) {
      response.removeHeader(POLICY);
      head = [statusCode, ...withoutHeader(headArgs, POLICY)];
      return "passed";
    }
    const type = String(headerOf(response, "content-type", headArgs) ?? "");
    return statusCode >= 200 && /^text\/html\b/i.test(type) ? "held" : "passed";
  };

  // The real head goes out with the held body, or alone when holding is given up.
  const release = (policy) => {
    mode = "passed";
    const [statusCode, ...headArgs] = head;
    if (policy) response.setHeader(POLICY, policy);
    real.writeHead.call(response, statusCode, ...(policy ? withoutHeader(headArgs, POLICY) : headArgs));
    const body = held;
    held = [];
    return body;
  };

  response.writeHead = function writeHead(statusCode, ...headArgs) {
    if (mode === "undecided") {
      head = [statusCode, ...headArgs];
      mode = decide(statusCode, headArgs);
      if (mode === "passed") return real.writeHead.call(this, ...head);
    }
    if (mode === "held") return this; // repeated implicit heads while the body is held
    return real.writeHead.call(this, statusCode, ...headArgs);
  };
  response.flushHeaders = function flushHeaders() {
    if (mode !== "held") return real.flushHeaders.call(this);
  };
  response.write = function write(chunk, encoding, callback) {
    if (mode === "undecided") this.writeHead(this.statusCode);
    if (mode !== "held") return real.write.call(this, chunk, encoding, callback);
    const buffer = toBuffer(chunk, encoding);
    held.push(buffer);
    heldBytes += buffer.length;
    if (heldBytes > MAX_HASHED_BYTES) {
      for (const part of release(null)) real.write.call(this, part);
    }
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") process.nextTick(done);
    return true;
  };
  response.end = function end(chunk, encoding, callback) {
    if (typeof chunk === "function") [chunk, encoding, callback] = [undefined, undefined, chunk];
    if (typeof encoding === "function") [encoding, callback] = [undefined, encoding];
    if (mode === "undecided") this.writeHead(this.statusCode);
    if (mode !== "held") return real.end.call(this, chunk, encoding, callback);
    if (chunk != null) held.push(toBuffer(chunk, encoding));
    const body = Buffer.concat(held);
    let policy = null;
    try {
      policy = policyWithScriptHashes(String(headerOf(response, POLICY, head.slice(1))), decodeBody(body, response.getHeader("content-encoding")));
    } catch (error) {
      console.error("Inline script hashes: sending the page with its fixed policy", error);
    }
    release(policy);
    return real.end.call(this, body, callback);
  };
}

const createServer = http.createServer;
http.createServer = function createServerHashingInlineScripts(...args) {
  const server = createServer.apply(this, args);
  server.prependListener("request", hashInlineScripts);
  return server;
};
