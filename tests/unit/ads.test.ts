import { describe, expect, it } from "vitest";
import { adRoutes } from "@/fixed/ads";
import { showsAds } from "@/lib/ads/shows-ads";

describe("showsAds", () => {
  it("is true on each ad route from the spec", () => {
    for (const route of ["/", "/about", "/services", "/gallery", "/music", "/contact", "/testimonials", "/privacy-policy", "/terms-of-service"]) {
      expect(showsAds(route), route).toBe(true);
    }
    expect(adRoutes).toHaveLength(9);
  });

  it("ignores a trailing slash, a query and a hash", () => {
    expect(showsAds("/about/")).toBe(true);
    expect(showsAds("/music?track=1")).toBe(true);
    expect(showsAds("/#contact")).toBe(true);
  });

  it("is false everywhere else, including sub-paths and look-alikes", () => {
    for (const route of ["/quote", "/quote-full", "/video-studio", "/admin", "/newsletter", "/google-api-setup", "/adsense-setup", "/about/team", "/musician"]) {
      expect(showsAds(route), route).toBe(false);
    }
  });
});
