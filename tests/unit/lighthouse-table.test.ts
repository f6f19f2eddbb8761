import { describe, expect, it } from "vitest";
import { BARE, compareToBare, pageRow, summarise } from "../../scripts/lib/lighthouse-table.mjs";

// A Lighthouse report trimmed to what the audit reads.
function report({ lcp, fcp, performance, requests }: { lcp: number; fcp: number; performance: number; requests: { resourceType: string; transferSize: number }[] }) {
  return {
    categories: { performance: { score: performance / 100 }, accessibility: { score: 1 }, "best-practices": { score: 1 }, seo: { score: 1 } },
    audits: {
      "largest-contentful-paint": { numericValue: lcp, score: 1, scoreDisplayMode: "numeric" },
      "first-contentful-paint": { numericValue: fcp, score: 1, scoreDisplayMode: "numeric" },
      "total-blocking-time": { numericValue: 40, score: 1, scoreDisplayMode: "numeric" },
      "cumulative-layout-shift": { numericValue: 0, score: 1, scoreDisplayMode: "numeric" },
      "network-requests": { score: null, details: { items: requests } },
    },
  };
}

const homeRequests = [
  { resourceType: "Document", transferSize: 20 * 1024 },
  { resourceType: "Stylesheet", transferSize: 10 * 1024 },
  { resourceType: "Script", transferSize: 170 * 1024 },
  { resourceType: "Font", transferSize: 24 * 1024 },
  { resourceType: "Media", transferSize: 245 * 1024 },
  { resourceType: "Fetch", transferSize: 22 * 1024 },
];

describe("the Lighthouse audit's table", () => {
  it("gives each page its medians, its bytes by kind, and its LCP and first paint minus the bare page's", () => {
    const home = pageRow(
      "/",
      [1690, 1720, 1700].map((lcp) => summarise(report({ lcp, fcp: lcp - 20, performance: 90, requests: homeRequests }))),
    );
    const bare = pageRow(
      BARE,
      [660, 680, 670].map((lcp) =>
        summarise(
          report({
            lcp,
            fcp: lcp,
            performance: 100,
            requests: [
              { resourceType: "Document", transferSize: 2048 },
              { resourceType: "Script", transferSize: 120 * 1024 },
            ],
          }),
        ),
      ),
    );
    const { pages } = compareToBare([home, bare], "devtools");
    expect(home).toMatchObject({ "LCP s": 1.7, "FCP s": 1.68, "JS KB": 170, "total KB": 491, "bytes by kind KB": "html 20, css 10, js 170, font 24, media 245, data 22" });
    expect(pages[0]).toMatchObject({ "LCP − bare s": 1.03, "FCP − bare s": 1.01, "perf − bare": -10 });
    expect(pages[0]!.misses).toContain("LCP 1.7 s is more than 0.4 s over the bare page's 0.67 s");
    expect(pages[0]!.misses).toContain("performance 90 is more than 3 below the bare page's 100");
  });

  it("judges LCP against 1.8 s under simulated throttling, and the relative targets only beside a bare page", () => {
    const page = pageRow("/about", [summarise(report({ lcp: 1900, fcp: 900, performance: 99, requests: [] }))]);
    const { bare, pages } = compareToBare([page], "simulate");
    expect(bare).toBeNull();
    expect(pages[0]!.misses).toBe("LCP 1.9 s > 1.8 s");
  });
});
