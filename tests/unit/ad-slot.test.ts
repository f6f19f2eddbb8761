import { createElement, type ComponentProps, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AdSlotView } from "@/components/site/ad-slot-view";
import { AdsOnly } from "@/components/site/ads-only";
import { PageGrid } from "@/components/site/page-grid";
import type { AdPosition } from "@/fixed/ads";

// The publisher id comes from the site settings at run time: the server reads it and hands it to
// these components, which decide from it (and the route) whether anything is rendered.
const pathname = vi.hoisted(() => ({ current: "/" }));
vi.mock("next/navigation", () => ({ usePathname: () => pathname.current }));

const CLIENT = "ca-pub-1234567890123456";
const renderSlot = (position: AdPosition, client: string) => renderToStaticMarkup(createElement(AdSlotView, { position, client }));
const render = (node: ReactNode) => renderToStaticMarkup(node);

beforeEach(() => {
  pathname.current = "/";
});

describe("AdSlotView", () => {
  it("renders nothing and reserves no room without a publisher id", () => {
    for (const position of ["top", "middle", "bottom", "sidebar"] as const) {
      expect(renderSlot(position, ""), position).toBe("");
    }
  });

  it("reserves the spec's sizes and renders the ad unit with a publisher id", () => {
    const sizes = { top: "width:100%;height:90px", middle: "width:100%;height:250px", bottom: "width:100%;height:90px", sidebar: "width:300px;height:600px" };
    for (const [position, size] of Object.entries(sizes) as [AdPosition, string][]) {
      const html = renderSlot(position, CLIENT);
      expect(html, position).toContain(`data-ad-position="${position}"`);
      expect(html, position).toContain(`style="${size}"`);
      expect(html, position).toContain('class="adsbygoogle"');
      expect(html, position).toContain(`data-ad-client="${CLIENT}"`);
    }
  });

  it("keeps the sidebar to large screens", () => {
    expect(renderSlot("sidebar", CLIENT)).toMatch(/class="hidden shrink-0 xl:block"/);
  });
});

describe("AdsOnly (the layout's top and bottom slots and the ad script)", () => {
  const slot = (client: string) => createElement(AdsOnly, { client } as ComponentProps<typeof AdsOnly>, createElement(AdSlotView, { position: "top", client }));

  it("renders its slots on an ad route when a publisher id is set", () => {
    for (const route of ["/", "/about", "/privacy-policy/"]) {
      pathname.current = route;
      expect(render(slot(CLIENT)), route).toContain('data-ad-position="top"');
    }
  });

  it("renders nothing without a publisher id, or off the ad routes", () => {
    expect(render(slot(""))).toBe("");
    for (const route of ["/quote", "/adsense-setup", "/about/team"]) {
      pathname.current = route;
      expect(render(slot(CLIENT)), route).toBe("");
    }
  });
});

describe("PageGrid (the sidebar slot)", () => {
  const grid = (adsenseClient: string) => render(createElement(PageGrid, { adsenseClient } as ComponentProps<typeof PageGrid>, "page"));

  it("puts the sidebar beside the page on an ad route with a publisher id", () => {
    pathname.current = "/music";
    expect(grid(CLIENT)).toContain('data-ad-position="sidebar"');
    expect(grid(CLIENT)).toContain('data-page-grid="with-sidebar"');
  });

  it("keeps the page alone in its column otherwise", () => {
    pathname.current = "/music";
    expect(grid("")).toBe('<div class="flex-1"><main id="main" class="min-w-0">page</main></div>');
    pathname.current = "/quote";
    expect(grid(CLIENT)).not.toContain("data-ad-position");
  });
});
