import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { retryAfterMs } from "@/lib/integrations/google-http";
import { openSecret, sealSecret, TokenDecryptError } from "@/lib/security/token-crypto";

describe("token sealing", () => {
  beforeEach(() => {
    process.env.INTEGRATIONS_KEY = "unit-test-integrations-key-unit-test-integrations-key";
  });
  afterEach(() => {
    delete process.env.INTEGRATIONS_KEY;
  });

  it("round-trips, with a fresh IV each time", () => {
    const sealed = sealSecret("1//refresh-token");
    expect(sealed).toMatch(/^v1:[\w-]+$/);
    expect(sealed).not.toContain("refresh-token");
    expect(sealSecret("1//refresh-token")).not.toBe(sealed);
    expect(openSecret(sealed)).toBe("1//refresh-token");
  });

  it("refuses a tampered value and another key", () => {
    const sealed = sealSecret("secret");
    const raw = Buffer.from(sealed.slice(3), "base64url");
    raw.writeUInt8(raw.readUInt8(raw.length - 1) ^ 1, raw.length - 1);
    expect(() => openSecret(`v1:${raw.toString("base64url")}`)).toThrow(TokenDecryptError);
    expect(() => openSecret("v2:abc")).toThrow(TokenDecryptError);
    expect(() => openSecret("plain-token")).toThrow(TokenDecryptError);
    process.env.INTEGRATIONS_KEY = "another-key-another-key-another-key-another-key";
    expect(() => openSecret(sealed)).toThrow(TokenDecryptError);
  });

  it("derives the key from NEXTAUTH_SECRET when INTEGRATIONS_KEY is unset", () => {
    delete process.env.INTEGRATIONS_KEY;
    process.env.NEXTAUTH_SECRET = "first-nextauth-secret-first-nextauth-secret";
    const sealed = sealSecret("token");
    expect(openSecret(sealed)).toBe("token");
    process.env.NEXTAUTH_SECRET = "second-nextauth-secret-second-nextauth-secret";
    expect(() => openSecret(sealed)).toThrow(TokenDecryptError);
    delete process.env.NEXTAUTH_SECRET;
  });
});

describe("retryAfterMs", () => {
  it("reads seconds or an HTTP date, bounded to 30 s, 1 s when absent", () => {
    const now = Date.parse("2026-11-23T12:00:00Z");
    expect(retryAfterMs("2", now)).toBe(2000);
    expect(retryAfterMs("0", now)).toBe(0);
    expect(retryAfterMs(new Date(now + 5000).toUTCString(), now)).toBe(5000);
    expect(retryAfterMs("3600", now)).toBe(30_000);
    expect(retryAfterMs(null, now)).toBe(1000);
    expect(retryAfterMs("soon", now)).toBe(1000);
  });
});
