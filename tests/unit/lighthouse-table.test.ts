import { describe, expect, it } from "vitest";
import { BARE, compareToBare, pageRow, summarise } from "../../scripts/lib/lighthouse-table.mjs";

// A Lighthouse report trimmed to what the audit reads.
type Request = { resourceType: string; transferSize: number; url?: string };
type LongTask = { url: string; duration: number };
function report({
  lcp,
  fcp,
  performance,
  requests,
  longTasks = [],
  url = "http://127.0.0.1:3000/",
}: {
  lcp: number;
  fcp: number;
  performance: number;
  requests: Request[];
  longTasks?: LongTask[];
  url?: string;
}) {
  return {
    finalDisplayedUrl: url,
    categories: { performance: { score: performance / 100 }, accessibility: { score: 1 }, "best-practices": { score: 1 }, seo: { score: 1 } },
    audits: {
      "largest-contentful-paint": { numericValue: lcp, score: 1, scoreDisplayMode: "numeric" },
      "first-contentful-paint": { numericValue: fcp, score: 1, scoreDisplayMode: "numeric" },
      "total-blocking-time": { numericValue: 40, score: 1, scoreDisplayMode: "numeric" },
      "cumulative-layout-shift": { numericValue: 0, score: 1, scoreDisplayMode: "numeric" },
      "network-requests": { score: null, details: { items: requests } },
      "long-tasks": { score: null, details: { items: longTasks } },
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

  it("sorts the long tasks by whose they are: the site's own scripts, the framework's, the document's", () => {
    const framework = "http://127.0.0.1:3000/_next/static/chunks/react.js";
    const own = "http://127.0.0.1:3000/_next/static/chunks/home.js";
    const frameworkScripts = new Set(["/_next/static/chunks/react.js", "/_next/static/chunks/polyfills.js"]);
    const scripts = [framework, own].map((url) => ({ resourceType: "Script", transferSize: 1000, url }));
    const homeRuns = [
      [
        { url: "http://127.0.0.1:3000/", duration: 280.4 },
        { url: framework, duration: 140 },
        { url: own, duration: 72 },
      ],
      [
        { url: "http://127.0.0.1:3000/", duration: 240 },
        { url: own, duration: 48 },
        { url: "Unattributable", duration: 110 },
      ],
      [{ url: framework, duration: 150 }],
    ].map((longTasks) => summarise(report({ lcp: 1500, fcp: 900, performance: 96, requests: scripts, longTasks })));
    const home = pageRow("/", homeRuns);
    expect(Object.keys(home)).not.toContain("runs"); // neither printed nor written to the JSON
    const { pages } = compareToBare([home], "simulate", frameworkScripts);
    // Medians of each run's longest: own 72, 48, 0; framework 140, 0, 150; document 280, 240, 0.
    expect(pages[0]).toMatchObject({
      "own long task ms": 48,
      "framework long task ms": 140,
      "document long task ms": 240,
      "other long task ms": 0,
      "own long tasks in": "home.js",
    });
    expect(pages[0]!.misses).not.toContain("own scripts");

    const slower = pageRow("/", [homeRuns[0]!, homeRuns[0]!]);
    expect(compareToBare([slower], "simulate", frameworkScripts).pages[0]!.misses).toContain("a long task of 72 ms in the site's own scripts (home.js)");
    // Without the framework's list there is no telling its scripts from the site's.
    expect(compareToBare([pageRow("/", homeRuns)], "simulate").pages[0]).not.toHaveProperty("own long task ms");
  });
});
