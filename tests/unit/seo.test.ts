import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import robots from "@/app/robots";
import sitemap from "@/app/sitemap";
import { siteOrigin } from "@/lib/site-origin";

// The request the crawler makes: without NEXT_PUBLIC_SITE_URL its address is the site's.
const requestHeaders = vi.hoisted(() => ({ current: new Headers({ host: "band.example" }) }));
vi.mock("next/headers", () => ({ headers: async () => requestHeaders.current }));

const base = "http://band.example";
beforeEach(() => vi.stubEnv("NEXT_PUBLIC_SITE_URL", ""));
afterEach(() => vi.unstubAllEnvs());

describe("sitemap", () => {
  let urls: string[] = [];
  beforeEach(async () => {
    urls = (await sitemap()).map((entry) => entry.url);
  });

  it("lists every public route as an absolute URL on the site's address", () => {
    const paths = ["/about", "/services", "/testimonials", "/gallery", "/music", "/contact", "/quote", "/quote-full", "/video-studio"];
    const guides = ["/privacy-policy", "/terms-of-service", "/google-api-setup", "/adsense-setup"];
    const articles = ["/blog-post-seo.html", "/review-collection.html", "/local-seo-boost.html"];
    expect(urls).toEqual([`${base}/`, ...[...paths, ...guides, ...articles].map((path) => `${base}${path}`)]);
  });

  it("leaves the admin pages out", () => {
    expect(urls.filter((url) => /admin|logo|notifications|\/api\//.test(url))).toEqual([]);
  });
});

describe("robots", () => {
  it("allows everything but the admin area and the API, and names the sitemap", async () => {
    const result = await robots();
    expect(result.rules).toEqual({
      userAgent: "*",
      allow: "/",
      disallow: ["/admin", "/api/", "/notifications", "/logo-manager", "/logo-dashboard", "/simple-logo-manager"],
    });
    expect(result.sitemap).toBe(`${base}/sitemap.xml`);
  });
});

describe("the site's address for links and feeds", () => {
  it("is NEXT_PUBLIC_SITE_URL when set", async () => {
    vi.stubEnv("NEXT_PUBLIC_SITE_URL", "https://ekoliveband.com/");
    expect(siteOrigin(new Headers({ host: "10.0.0.5:3000" }))).toBe("https://ekoliveband.com");
    expect((await robots()).sitemap).toBe("https://ekoliveband.com/sitemap.xml");
  });

  it("else the address the request came to; behind a trusted proxy, its forwarded host and protocol", () => {
    expect(siteOrigin(new Headers({ host: "192.168.1.20:3000" }))).toBe("http://192.168.1.20:3000");
    const proxied = new Headers({ host: "127.0.0.1:3000", "x-forwarded-host": "ekoliveband.com", "x-forwarded-proto": "https" });
    expect(siteOrigin(proxied)).toBe("http://127.0.0.1:3000");
    vi.stubEnv("TRUST_PROXY", "1");
    expect(siteOrigin(proxied)).toBe("https://ekoliveband.com");
  });

  it("never takes a Host header that is not a host name", () => {
    vi.stubEnv("PORT", "3000");
    for (const host of ["evil.example/path", "a b", "", "band.example@evil.example"]) {
      expect(siteOrigin(new Headers(host ? { host } : {}))).toBe("http://localhost:3000");
    }
  });
});
