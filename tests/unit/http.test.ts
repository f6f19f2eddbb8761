import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createHmac } from "node:crypto";
import { UNVERIFIED_ADDRESS } from "@/lib/client-address";
import { ApiError } from "@/lib/common/api-error";
import { clientIp, errorReply, isSameOrigin, readJson } from "@/lib/http";
import { firstIssue } from "@/lib/validation/issues";
import { describeHttpError } from "@/lib/browser/http-error";
import { httpErrorOf } from "@/lib/browser/fetch";

const headersOf = (headers: Record<string, string>) => new Headers(headers);
const req = (headers: Record<string, string>, body?: string) => new Request("http://localhost/x", { method: "POST", headers, body });
const jsonReq = (headers: Record<string, string>, body?: string) => req({ "content-type": "application/json", ...headers }, body);

describe("clientIp", () => {
  // What server.mjs does to every request: the TCP peer, signed with the process's key.
  const key = "unit-test-peer-key";
  const stamp = (address: string, signingKey = key) => `${address} ${createHmac("sha256", signingKey).update(address).digest("base64url")}`;
  afterEach(() => vi.unstubAllEnvs());

  it("under npm start takes the signed TCP peer, whatever the client sent", () => {
    vi.stubEnv("PEER_STAMP_KEY", key);
    vi.stubEnv("TRUST_PROXY", "");
    expect(clientIp(headersOf({ "x-forwarded-for": "1.1.1.1, 203.0.113.9", "x-band-peer": stamp("127.0.0.1") }))).toBe("127.0.0.1");
    expect(clientIp(headersOf({ "x-band-peer": stamp("::ffff:198.51.100.4") }))).toBe("198.51.100.4");
  });

  it("with TRUST_PROXY reads X-Forwarded-For past the trusted proxies, only when the signed peer is one", () => {
    vi.stubEnv("PEER_STAMP_KEY", key);
    const viaProxy = headersOf({ "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.0.0.2", "x-band-peer": stamp("127.0.0.1") });
    vi.stubEnv("TRUST_PROXY", "1"); // a proxy on this machine
    expect(clientIp(viaProxy)).toBe("10.0.0.2");
    vi.stubEnv("TRUST_PROXY", "true");
    expect(clientIp(viaProxy)).toBe("10.0.0.2");
    vi.stubEnv("TRUST_PROXY", "127.0.0.1, 10.0.0.0/8"); // and one more in front of it
    expect(clientIp(viaProxy)).toBe("203.0.113.9");
    vi.stubEnv("TRUST_PROXY", "loopback,10.0.0.0/8,203.0.113.0/24");
    expect(clientIp(viaProxy)).toBe("6.6.6.6");
    // A client that reaches the app's port directly names its own address in vain.
    vi.stubEnv("TRUST_PROXY", "1");
    expect(clientIp(headersOf({ "x-forwarded-for": "203.0.113.9", "x-band-peer": stamp("198.51.100.4") }))).toBe("198.51.100.4");
    vi.stubEnv("TRUST_PROXY", "10.0.0.0/8");
    expect(clientIp(viaProxy), "the proxy list does not name this machine").toBe("127.0.0.1");
  });

  it("trusts no proxy when TRUST_PROXY cannot be read, and says so", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubEnv("PEER_STAMP_KEY", key);
    vi.stubEnv("TRUST_PROXY", "10.0.0.0/99");
    expect(clientIp(headersOf({ "x-forwarded-for": "203.0.113.9", "x-band-peer": stamp("127.0.0.1") }))).toBe("127.0.0.1");
    expect(error.mock.calls[0]?.[0]).toMatch(/^TRUST_PROXY=10\.0\.0\.0\/99 is not understood/);
    error.mockRestore();
  });

  it("fails closed: a forged, unsigned or wrongly signed stamp and the client's X-Forwarded-For decide nothing", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubEnv("TRUST_PROXY", "");
    // Plain `next start` or `next dev`: no key in the process at all.
    vi.stubEnv("PEER_STAMP_KEY", "");
    expect(clientIp(headersOf({ "x-forwarded-for": "203.0.113.9" }))).toBe(UNVERIFIED_ADDRESS);
    expect(clientIp(headersOf({ "x-forwarded-for": "198.51.100.7", "x-band-peer": stamp("198.51.100.7") }))).toBe(UNVERIFIED_ADDRESS);
    // Under npm start, a stamp the client made up does not verify.
    vi.stubEnv("PEER_STAMP_KEY", key);
    expect(clientIp(headersOf({ "x-band-peer": stamp("203.0.113.9", "guessed-key") }))).toBe(UNVERIFIED_ADDRESS);
    expect(clientIp(headersOf({ "x-band-peer": "203.0.113.9" }))).toBe(UNVERIFIED_ADDRESS);
    expect(clientIp(headersOf({ "x-band-peer": `203.0.113.9 ${stamp("127.0.0.1").split(" ")[1]}` }))).toBe(UNVERIFIED_ADDRESS);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("without a signed peer (next start) takes the last entry the trusted proxy appended", () => {
    vi.stubEnv("PEER_STAMP_KEY", "");
    vi.stubEnv("TRUST_PROXY", "1");
    expect(clientIp(headersOf({ "x-forwarded-for": "1.1.1.1, 203.0.113.9" }))).toBe("203.0.113.9");
    vi.stubEnv("TRUST_PROXY", "loopback, 203.0.113.0/24");
    expect(clientIp(headersOf({ "x-forwarded-for": "1.1.1.1, 203.0.113.9" }))).toBe("1.1.1.1");
    expect(clientIp(headersOf({}))).toBe("unknown");
  });

  it("on Vercel takes the platform's header", () => {
    vi.stubEnv("VERCEL", "1");
    expect(clientIp(headersOf({ "x-real-ip": "198.51.100.1", "x-forwarded-for": "198.51.100.1" }))).toBe("198.51.100.1");
  });

  it("counts IPv6 addresses by their /64 network", () => {
    vi.stubEnv("PEER_STAMP_KEY", key);
    expect(clientIp(headersOf({ "x-band-peer": stamp("2001:db8:0:12::1") }))).toBe("2001:db8:0:12::/64");
    expect(clientIp(headersOf({ "x-band-peer": stamp("2001:DB8:0000:0012:abcd:1:2:3") }))).toBe("2001:db8:0:12::/64");
  });
});

describe("isSameOrigin", () => {
  it("accepts no Origin or this host, refuses another site or garbage", () => {
    expect(isSameOrigin(req({ host: "band.example" }))).toBe(true);
    expect(isSameOrigin(req({ host: "band.example", origin: "https://band.example" }))).toBe(true);
    expect(isSameOrigin(req({ host: "band.example", origin: "https://evil.example" }))).toBe(false);
    expect(isSameOrigin(req({ host: "band.example", origin: "null" }))).toBe(false);
  });

  it("accepts the site's public address behind a proxy that passes the Host without its port", () => {
    process.env.NEXT_PUBLIC_SITE_URL = "https://band.example:8443/";
    try {
      expect(isSameOrigin(req({ host: "band.example", origin: "https://band.example:8443" }))).toBe(true);
      expect(isSameOrigin(req({ host: "band.example", origin: "http://band.example:8443" }))).toBe(false);
      expect(isSameOrigin(req({ host: "band.example", origin: "https://evil.example:8443" }))).toBe(false);
    } finally {
      delete process.env.NEXT_PUBLIC_SITE_URL;
    }
  });
});

/** What readJson threw, as the error net answers it. */
async function refusal(reading: Promise<unknown>) {
  const error = await reading.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("readJson", () => {
  const schema = z.object({ name: z.string().min(1, "Name is required") });

  it("parses a good body", async () => {
    expect(await readJson(jsonReq({}, JSON.stringify({ name: "Ada" })), schema)).toEqual({ name: "Ada" });
  });

  it("throws for bad JSON, schema failures and bodies over the limit, each with its code", async () => {
    const bad = await refusal(readJson(jsonReq({}, "{"), schema));
    expect([bad.status, bad.code]).toEqual([400, "bad_request"]);
    const invalid = await refusal(readJson(jsonReq({}, JSON.stringify({ name: "" })), schema));
    expect(invalid.body()).toEqual({ error: "name: Name is required", code: "invalid_input", fields: { name: "Name is required" } });
    expect(await errorReply(invalid).json()).toEqual({ error: "name: Name is required", code: "invalid_input", fields: { name: "Name is required" } });
    const big = await refusal(readJson(jsonReq({}, JSON.stringify({ name: "x".repeat(100) })), schema, 50));
    expect([big.status, big.code]).toEqual([413, "payload_too_large"]);
    const declared = await refusal(readJson(jsonReq({ "content-length": "999999" }, "{}"), schema, 50));
    expect(declared.status).toBe(413);
    const nul = await refusal(readJson(jsonReq({}, JSON.stringify({ name: "a\u0000b" })), schema));
    expect([nul.status, nul.message]).toEqual([400, "Text must not contain NUL characters"]);
  });
});

describe("readJson's text", () => {
  it("makes every string well-formed (a lone surrogate is valid JSON but breaks URL encoding)", async () => {
    const result = await readJson(jsonReq({}, '{"name":"Ada \\ud800 Obi","list":["\\udfff"]}'), z.object({ name: z.string(), list: z.array(z.string()) }));
    expect(result).toEqual({ name: "Ada \ufffd Obi", list: ["\ufffd"] });
    expect(() => encodeURIComponent(result.name)).not.toThrow();
  });
});

describe("readJson's cross-site checks", () => {
  const schema = z.object({ name: z.string() });
  const body = JSON.stringify({ name: "Ada" });

  it("refuses other content types with 415, a cross-site form post or text/plain above all", async () => {
    for (const type of [undefined, "text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const error = await refusal(readJson(req(type ? { "content-type": type } : {}, body), schema));
      expect([error.status, error.code]).toEqual([415, "unsupported_media_type"]);
    }
    expect(await readJson(jsonReq({ "content-type": "application/json; charset=utf-8" }, body), schema)).toEqual({ name: "Ada" });
  });

  it("refuses a foreign Origin or a browser-marked cross-site request with 403", async () => {
    const crossSite: Record<string, string>[] = [
      { host: "band.example", origin: "https://evil.example" },
      { host: "band.example", "sec-fetch-site": "cross-site" },
    ];
    for (const headers of crossSite) {
      const error = await refusal(readJson(jsonReq(headers, body), schema));
      expect([error.status, error.code]).toEqual([403, "forbidden"]);
    }
    expect(await readJson(jsonReq({ host: "band.example", origin: "https://band.example", "sec-fetch-site": "same-origin" }, body), schema)).toEqual({ name: "Ada" });
  });
});

describe("error texts", () => {
  it("follows the spec's generic rule", () => {
    expect(describeHttpError(500, "boom", "Internal Server Error")).toBe("500: boom");
    expect(describeHttpError(404, "", "Not Found")).toBe("404: Not Found");
  });

  it("shows a person the message alone, which names the field by its label (the API keeps the key)", () => {
    const answer = { error: "socials.youtube: Enter a YouTube link", code: "invalid_input", fields: { "socials.youtube": "Enter a YouTube link" } };
    expect(httpErrorOf(400, JSON.stringify(answer)).message).toBe("Enter a YouTube link");
    // A text that only looks like a key is kept whole.
    expect(httpErrorOf(409, JSON.stringify({ error: "Saturday: fully booked", code: "conflict" })).message).toBe("Saturday: fully booked");
  });

  it("names the field of the first zod issue", () => {
    const result = z.object({ a: z.object({ b: z.number() }) }).safeParse({ a: { b: "x" } });
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssue(result.error)).toMatch(/^a\.b: /);
  });
});
