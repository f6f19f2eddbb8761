import { describe, expect, it } from "vitest";
import robots from "@/app/robots";
import sitemap from "@/app/sitemap";
import { site } from "@/content/site";

const base = site.url.replace(/\/$/, "");

describe("sitemap", () => {
  const urls = sitemap().map((entry) => entry.url);

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
  it("allows everything but the admin area and the API, and names the sitemap", () => {
    const result = robots();
    expect(result.rules).toEqual({
      userAgent: "*",
      allow: "/",
      disallow: ["/admin", "/api/", "/notifications", "/logo-manager", "/logo-dashboard", "/simple-logo-manager"],
    });
    expect(result.sitemap).toBe(`${base}/sitemap.xml`);
  });
});
