import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { config } from "@/proxy";
import nextConfig from "@/next.config";
import { adRoutePolicyHeader, contentSecurityPolicy, scriptHash, securityHeaders, staticPolicyHeader, videoStudioPermissions } from "@/lib/security/headers";
import { isNoncePage, noncePageSections, noncePages, sourceExceptNoncePages } from "@/lib/security/nonce-pages";
import { themeScript } from "@/lib/security/theme-script";

const directives = (policy: string) =>
  new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources] as const),
  );

describe("the nonce policy of the pages rendered per request", () => {
  const policy = directives(contentSecurityPolicy({ nonce: "abc123==", dev: false, ads: false }));

  it("allows scripts by the nonce and the theme script's hash, never 'unsafe-inline' or eval", () => {
    const scripts = policy.get("script-src") ?? [];
    expect(scripts).toEqual(expect.arrayContaining(["'nonce-abc123=='", "'strict-dynamic'", scriptHash(themeScript)]));
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });

  it("hashes the theme script exactly as the browser does (SHA-256 of its text, base64)", () => {
    expect(scriptHash("alert(1)")).toBe(`'sha256-${createHash("sha256").update("alert(1)").digest("base64")}'`);
    expect(scriptHash(themeScript)).not.toBe(scriptHash(`${themeScript} `));
  });

  it("forbids plugins, framing, foreign forms and base URLs", () => {
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
  });

  it("adds 'unsafe-eval' in development only (React's dev tools need it)", () => {
    expect(contentSecurityPolicy({ nonce: "n", dev: true, ads: false })).toContain("'unsafe-eval'");
  });
});

describe("the policy of prerendered pages", () => {
  it("cannot carry a nonce, so keeps inline scripts but nothing from other hosts", () => {
    const policy = directives(contentSecurityPolicy({ dev: false, ads: false }));
    expect(policy.get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("is the header next.config.ts sets", () => {
    expect(staticPolicyHeader()).toEqual({ key: "Content-Security-Policy", value: contentSecurityPolicy() });
  });
});

describe("ad hosts", () => {
  for (const nonce of [undefined, "n0nce"]) {
    it(`appear only with a publisher id (${nonce ? "nonce" : "static"} policy)`, () => {
      expect(contentSecurityPolicy({ nonce, dev: false, ads: false })).not.toMatch(/googlesyndication|doubleclick|google\.com/);
      const withAds = directives(contentSecurityPolicy({ nonce, dev: false, ads: true }));
      for (const name of ["script-src", "connect-src", "frame-src"]) {
        expect(withAds.get(name)).toContain("https://pagead2.googlesyndication.com");
      }
    });
  }

  it("are left out by default, and listed in the ad routes' static policy", () => {
    expect(contentSecurityPolicy()).not.toContain("googlesyndication");
    expect(staticPolicyHeader().value).not.toContain("googlesyndication");
    expect(adRoutePolicyHeader()).toEqual({ key: "Content-Security-Policy", value: contentSecurityPolicy({ ads: true }) });
  });

  it("are in the policy next.config.ts sets last on exactly the spec's ad routes (ads are a run-time setting)", async () => {
    const rules = (await nextConfig.headers?.()) ?? [];
    const policyOf = (route: string) =>
      rules
        .filter((rule) => rule.source === route || rule.source === sourceExceptNoncePages())
        .flatMap((rule) => rule.headers)
        .filter((header) => header.key === "Content-Security-Policy")
        .at(-1)?.value;
    for (const route of ["/", "/about", "/services", "/gallery", "/music", "/contact", "/testimonials", "/privacy-policy", "/terms-of-service"]) {
      expect(policyOf(route), route).toContain("https://pagead2.googlesyndication.com");
    }
    expect(policyOf("/quote")).toBe(staticPolicyHeader().value);
    const adRules = rules.filter((rule) => rule.headers.some((header) => header.value.includes("googlesyndication")));
    expect(adRules.map((rule) => rule.source).sort()).toEqual([
      "/",
      "/about",
      "/contact",
      "/gallery",
      "/music",
      "/privacy-policy",
      "/services",
      "/terms-of-service",
      "/testimonials",
    ]);
  });
});

describe("the other headers", () => {
  const headers = Object.fromEntries(securityHeaders().map((header) => [header.key, header.value]));

  it("isolate the browsing context and keep resources to the site", () => {
    expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(headers["Cross-Origin-Resource-Policy"]).toBe("same-site");
  });

  it("forbid sniffing and framing, keep the camera off and ask for HTTPS for two years", () => {
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["Permissions-Policy"]).toContain("camera=()");
    expect(headers["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    expect(headers["Content-Security-Policy"]).toBeUndefined(); // set per page kind
  });

  it("let only the video studio ask for the camera, microphone and screen", () => {
    expect(videoStudioPermissions.value).toContain("camera=(self)");
    expect(videoStudioPermissions.value).toContain("display-capture=(self)");
  });
});

describe("which pages get a nonce", () => {
  it("are all in proxy.ts's matcher", () => {
    for (const page of noncePages) expect(config.matcher).toContain(page);
    for (const section of noncePageSections) expect(config.matcher).toContain(`${section}/:path*`);
  });

  it("are matched exactly, with or without a trailing slash", () => {
    expect(isNoncePage("/admin")).toBe(true);
    expect(isNoncePage("/admin/")).toBe(true);
    expect(isNoncePage("/administrator")).toBe(false);
    expect(isNoncePage("/admin/music")).toBe(true);
    expect(isNoncePage("/admin/nope/deeper/")).toBe(true);
    expect(isNoncePage("/notifications/x")).toBe(false);
    expect(isNoncePage("/")).toBe(false);
    expect(isNoncePage("/gallery")).toBe(false);
  });

  it("are left out of next.config.ts's static policy, and nothing else is", () => {
    const source = sourceExceptNoncePages();
    const pattern = new RegExp(`^/${source.slice("/:path".length)}$`);
    for (const page of [...noncePages, "/admin/music", "/admin/nope/deeper"]) expect(pattern.test(page)).toBe(false);
    for (const page of ["/", "/gallery", "/admin-help", "/administrator/x", "/notifications/x", "/api/admin/check", "/newsletter", "/_next/static/x.js"])
      expect(pattern.test(page)).toBe(true);
  });
});
