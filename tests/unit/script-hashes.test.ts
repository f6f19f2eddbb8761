import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The module `npm start` preloads: it patches http.createServer for every server made after it.
import "../../scripts/lib/inline-script-policy.mjs";
import { MAX_HASHED_BYTES, allowsAnyInlineScript, inlineScripts, policyWithScriptHashes } from "../../scripts/lib/script-hashes.mjs";
import { contentSecurityPolicy } from "@/lib/security/headers";

// Next.js compresses through this same middleware, wrapped around the preload's hold.
const compression = createRequire(import.meta.url)("next/dist/compiled/compression") as () => (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

const sha = (source: string) => `'sha256-${createHash("sha256").update(source).digest("base64")}'`;
const scriptSrc = (policy = "") => policy.split(";").map((part) => part.trim()).find((part) => part.startsWith("script-src "))?.split(/\s+/).slice(1) ?? [];
const staticPolicy = contentSecurityPolicy({ dev: false, ads: false });
const noncePolicy = contentSecurityPolicy({ nonce: "abcdefghijklmnopqrstuv==", dev: false, ads: false });

const page = (data: string) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script><script>document.documentElement.dataset.theme="dark"</script>` +
  `<script type="application/ld+json">{"@type":"MusicGroup"}</script></head><body><p>${"band ".repeat(400)}</p>` +
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,${JSON.stringify(data)}])</script></body></html>`;

describe("inline script hashes", () => {
  it("hashes exactly the scripts a browser runs inline, as the HTML parser hands them over", () => {
    const html = `<script src="/a.js"></script><script>one()</script><SCRIPT type="module">two()</SCRIPT >` +
      `<script type="application/ld+json">{}</script><script type="text/javascript" id="x">three()\r\nfour()</script>`;
    expect(inlineScripts(html)).toEqual(["one()", "two()", "three()\nfour()"]);
  });

  it("applies only to a policy that allows any inline script", () => {
    expect(allowsAnyInlineScript(staticPolicy)).toBe(true);
    expect(allowsAnyInlineScript(noncePolicy)).toBe(false);
    expect(allowsAnyInlineScript("default-src 'self'")).toBe(false);
    expect(allowsAnyInlineScript(`script-src 'self' 'unsafe-inline' ${sha("x()")}`)).toBe(false);
    expect(allowsAnyInlineScript(undefined)).toBe(false);
  });

  it("adds each script's hash once to script-src and leaves every other directive as it was", () => {
    const policy = policyWithScriptHashes(staticPolicy, "<script>a()</script><script>b()</script><script>a()</script>");
    expect(scriptSrc(policy)).toEqual(["'self'", "'unsafe-inline'", sha("a()"), sha("b()")]);
    expect(policy.replace(/ 'sha256-[^']+'/g, "")).toBe(staticPolicy);
  });

  it("drops 'unsafe-inline' from a page without inline scripts", () => {
    expect(scriptSrc(policyWithScriptHashes(staticPolicy, "<p>no scripts</p>"))).toEqual(["'self'"]);
  });
});

describe("scripts/lib/inline-script-policy.mjs on a server", () => {
  let server: http.Server;
  let base: string;
  const routes: Record<string, (res: http.ServerResponse) => void> = {
    "/page": (res) => {
      res.setHeader("Content-Security-Policy", staticPolicy);
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      const html = page("first");
      res.write(html.slice(0, 200));
      res.end(html.slice(200));
    },
    "/page-head-object": (res) => {
      res.writeHead(200, { "content-type": "text/html", "Content-Security-Policy": staticPolicy });
      res.end(page("second"));
    },
    "/nonce": (res) => {
      res.setHeader("Content-Security-Policy", noncePolicy);
      res.setHeader("Content-Type", "text/html");
      res.end(page("third"));
    },
    "/data": (res) => {
      res.setHeader("Content-Security-Policy", staticPolicy);
      res.setHeader("Content-Type", "text/x-component");
      res.end('0:["$","script",null,{"children":"x()"}]');
    },
    "/not-modified": (res) => {
      res.setHeader("Content-Security-Policy", staticPolicy);
      res.statusCode = 304;
      res.end();
    },
    "/huge": (res) => {
      res.setHeader("Content-Security-Policy", staticPolicy);
      res.setHeader("Content-Type", "text/html");
      for (let sent = 0; sent <= MAX_HASHED_BYTES; sent += 1024 * 1024) res.write(`<script>big()</script>${"x".repeat(1024 * 1024)}`);
      res.end();
    },
  };

  beforeAll(async () => {
    const compress = compression();
    server = http.createServer((req, res) => compress(req, res, () => routes[req.url ?? ""]?.(res)));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(base + path, init);
    return { status: response.status, policy: response.headers.get("content-security-policy") ?? "", encoding: response.headers.get("content-encoding"), body: await response.text() };
  };

  it("sends a compressed page with the hashes of its own inline scripts", async () => {
    const { policy, encoding, body } = await get("/page", { headers: { "accept-encoding": "gzip" } });
    expect(encoding).toBe("gzip");
    expect(body).toBe(page("first")); // fetch undid the gzip: the body itself is untouched
    const expected = inlineScripts(body).map(sha);
    expect(expected).toHaveLength(3);
    expect(scriptSrc(policy)).toEqual(["'self'", "'unsafe-inline'", ...expected]);
  });

  it("hashes brotli and uncompressed pages, and a policy given to writeHead", async () => {
    const brotli = await get("/page", { headers: { "accept-encoding": "br" } });
    expect(scriptSrc(brotli.policy)).toContain(sha('self.__next_f.push([1,"first"])'));
    const plain = await get("/page-head-object", { headers: { "accept-encoding": "identity" } });
    expect(plain.encoding).toBeNull();
    expect(scriptSrc(plain.policy)).toContain(sha('self.__next_f.push([1,"second"])'));
    expect(plain.policy.match(/content-security-policy/gi)).toBeNull();
  });

  it("leaves nonce policies, non-HTML answers and other methods exactly as written", async () => {
    expect((await get("/nonce")).policy).toBe(noncePolicy);
    expect((await get("/data")).policy).toBe(staticPolicy);
    const head = await fetch(`${base}/page`, { method: "HEAD" });
    expect(head.headers.get("content-security-policy")).toBe(staticPolicy);
  });

  it("sends a 304 without a policy, so the browser keeps the one stored with its copy", async () => {
    const { status, policy } = await get("/not-modified");
    expect(status).toBe(304);
    expect(policy).toBe("");
  });

  it("streams a body too large to hold with its fixed policy, complete", async () => {
    const { policy, body } = await get("/huge", { headers: { "accept-encoding": "identity" } });
    expect(policy).toBe(staticPolicy);
    expect(body.length).toBeGreaterThan(MAX_HASHED_BYTES);
    expect(body.endsWith("x".repeat(100))).toBe(true);
  });
});
