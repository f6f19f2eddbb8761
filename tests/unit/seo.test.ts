import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import robots from "@/app/robots";
import sitemap from "@/app/sitemap";
import { siteOrigin } from "@/lib/site-origin";

// Rendered per request (connection()), outside Next.js here.
vi.mock("next/server", () => ({ connection: async () => {} }));

const base = "https://band.example";
beforeEach(() => vi.stubEnv("NEXT_PUBLIC_SITE_URL", base));
afterEach(() => vi.unstubAllEnvs());

describe("sitemap", () => {
  let urls: string[] = [];
  beforeEach(async () => {
    urls = (await sitemap()).map((entry) => entry.url);
  });

  it("lists every public route as an absolute URL on the site's address", () => {
    const paths = ["/about", "/services", "/testimonials", "/gallery", "/music", "/repertoire", "/contact", "/quote", "/quote-full", "/video-studio", "/press"];
    const guides = ["/privacy-policy", "/privacy-request", "/terms-of-service", "/google-api-setup", "/adsense-setup"];
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
  it("is NEXT_PUBLIC_SITE_URL, as the server runs with it", async () => {
    vi.stubEnv("NEXT_PUBLIC_SITE_URL", "https://ekoliveband.com/");
    expect(siteOrigin()).toBe("https://ekoliveband.com");
    expect((await robots()).sitemap).toBe("https://ekoliveband.com/sitemap.xml");
  });

  it("else this server's own local address (development, tests, the quick start)", () => {
    vi.stubEnv("NEXT_PUBLIC_SITE_URL", "");
    vi.stubEnv("PORT", "3000");
    expect(siteOrigin()).toBe("http://localhost:3000");
  });
});
