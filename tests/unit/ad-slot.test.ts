import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdPosition } from "@/content/ads";

// The publisher id is read when lib/ads/adsense.ts loads (Next inlines it at build time), so each
// case loads the slot afresh with the variable set or unset: the same as a build with or without it.
async function renderSlot(position: AdPosition, client: string | undefined) {
  vi.resetModules();
  vi.stubEnv("NEXT_PUBLIC_ADSENSE_CLIENT", client);
  const { AdSlot } = await import("@/components/site/ad-slot");
  return renderToStaticMarkup(createElement(AdSlot, { position }));
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("AdSlot", () => {
  it("renders nothing and reserves no room without a publisher id", async () => {
    for (const position of ["top", "middle", "bottom", "sidebar"] as const) {
      expect(await renderSlot(position, undefined), position).toBe("");
      expect(await renderSlot(position, "  "), position).toBe("");
    }
  });

  it("reserves the spec's sizes and renders the ad unit with a publisher id", async () => {
    const sizes = { top: "width:100%;height:90px", middle: "width:100%;height:250px", bottom: "width:100%;height:90px", sidebar: "width:300px;height:600px" };
    for (const [position, size] of Object.entries(sizes) as [AdPosition, string][]) {
      const html = await renderSlot(position, "ca-pub-1234567890");
      expect(html, position).toContain(`data-ad-position="${position}"`);
      expect(html, position).toContain(`style="${size}"`);
      expect(html, position).toContain('class="adsbygoogle"');
      expect(html, position).toContain('data-ad-client="ca-pub-1234567890"');
    }
  });

  it("keeps the sidebar to large screens", async () => {
    expect(await renderSlot("sidebar", "ca-pub-1234567890")).toMatch(/class="hidden shrink-0 xl:block"/);
  });
});
