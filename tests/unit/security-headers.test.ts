import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { config } from "@/proxy";
import nextConfig from "@/next.config";
import { contentSecurityPolicy, scriptHash, securityHeaders, staticFileHeaders, staticPolicyHeader, videoStudioPermissions } from "@/lib/security/headers";
import { adRoutes } from "@/fixed/ads";
import { isNoncePage, noncePageSections, noncePages, sourceOtherThanStaticFiles, sourceWithFixedPolicy, staticFilesSource } from "@/lib/security/nonce-pages";
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

  it("are left out by default", () => {
    expect(contentSecurityPolicy()).not.toContain("googlesyndication");
    expect(staticPolicyHeader().value).not.toContain("googlesyndication");
  });

  it("are in no policy next.config.ts sets: the ad routes get theirs from proxy.ts, per request (ads are a run-time setting)", async () => {
    const rules = (await nextConfig.headers?.()) ?? [];
    expect(rules.some((rule) => rule.headers.some((header) => header.value.includes("googlesyndication")))).toBe(false);
    for (const route of adRoutes) expect(config.matcher, route).toContain(route);
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

  it("are left out of next.config.ts's static policy with the ad routes, and nothing else is", () => {
    const source = sourceWithFixedPolicy(adRoutes);
    const pattern = new RegExp(`^/${source.slice("/:path".length)}$`);
    for (const page of [...noncePages, ...adRoutes, "/admin/music", "/admin/nope/deeper", "/_next/static/chunks/x.js"]) expect(pattern.test(page), page).toBe(false);
    for (const page of ["/quote", "/admin-help", "/administrator/x", "/notifications/x", "/gallery/x", "/api/admin/check", "/newsletter", "/_next/image", "/images/x.jpg"])
      expect(pattern.test(page), page).toBe(true);
  });

  it("split the build's static files from everything else", () => {
    const others = new RegExp(`^/${sourceOtherThanStaticFiles.slice("/:path".length)}$`);
    for (const page of ["/", "/quote", "/api/reviews", "/_next/image", "/_next/data/x.json", "/images/hero.jpg"]) expect(others.test(page), page).toBe(true);
    for (const page of ["/_next/static/chunks/x.js", "/_next/static/media/font.woff2"]) expect(others.test(page), page).toBe(false);
    expect(staticFilesSource).toBe("/_next/static/:path*");
    expect(staticFileHeaders().map((header) => header.key)).toEqual(["X-Content-Type-Options", "Cross-Origin-Resource-Policy"]);
  });
});
