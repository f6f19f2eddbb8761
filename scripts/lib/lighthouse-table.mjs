// The audit's arithmetic, kept apart from Lighthouse and Chromium so a unit test can check it on
// a fixture report (tests/unit/lighthouse-table.test.ts): what one run measured, the medians of a
// page's runs, and each page beside the bare Next.js page of the same run.

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
export const BARE = "bare Next.js page";
// Issue #19's targets, and #32's: LCP within 0.4 s of the bare page's under applied throttling.
// Issue 48: JavaScript within 20 KB of the bare page's (it was 50). Issue 68: no long task (50 ms,
// the threshold of Lighthouse's list) that Lighthouse attributes to a script of the site's own:
// one that is not among Next.js's and React's start-up chunks.
export const TARGETS = { performanceBelowBare: 3, lcpSeconds: 1.8, lcpOverBareSeconds: 0.4, extraScriptKb: 20, ownLongTaskMs: 50 };
/** The resource kinds of the bytes table, as Lighthouse names them; the rest count as "other". */
const KINDS = { Document: "html", Stylesheet: "css", Script: "js", Font: "font", Image: "image", Media: "media", Fetch: "data", XHR: "data" };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A URL's path ("/_next/static/chunks/x.js"), or Lighthouse's word for a task it could not attribute. */
const pathOf = (url) => (/^https?:/.test(url) ? new URL(url).pathname : String(url));

/** What one scored run measured. */
export function summarise(lhr) {
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const bytes = { html: 0, css: 0, js: 0, font: 0, image: 0, media: 0, data: 0, other: 0 };
  for (const item of requests) bytes[KINDS[item.resourceType] ?? "other"] += item.transferSize ?? 0;
  const failing = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
    .map((audit) => audit.id);
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)])),
    bytes,
    lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
    fcp: lhr.audits["first-contentful-paint"]?.numericValue ?? 0,
    tbt: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
    failing,
    // Lighthouse's list of tasks of 50 ms or more (simulated durations under simulated throttling),
    // each by the script it attributes it to, or the page's own document.
    longTasks: (lhr.audits["long-tasks"]?.details?.items ?? []).map((item) => ({ source: pathOf(item.url), ms: Math.round(item.duration) })),
    scripts: requests.filter((item) => item.resourceType === "Script").map((item) => pathOf(item.url)),
    documentPath: pathOf(lhr.finalDisplayedUrl ?? lhr.requestedUrl ?? ""),
  };
}

const kb = (bytes) => Math.round(bytes / 1024);
const seconds = (ms) => Number((ms / 1000).toFixed(2));

/** A page's row: the medians of its runs. */
export function pageRow(label, results) {
  const bytesOf = (kind) => median(results.map((result) => result.bytes[kind]));
  const total = median(results.map((result) => Object.values(result.bytes).reduce((sum, value) => sum + value, 0)));
  const row = {
    page: label,
    ...Object.fromEntries(CATEGORIES.map((id) => [id, median(results.map((result) => result.scores[id]))])),
    "performance runs": results.map((result) => result.scores.performance).join(" "),
    "LCP s": seconds(median(results.map((result) => result.lcp))),
    "FCP s": seconds(median(results.map((result) => result.fcp))),
    "TBT ms": Math.round(median(results.map((result) => result.tbt))),
    CLS: Number(median(results.map((result) => result.cls)).toFixed(3)),
    benchmark: Math.round(median(results.map((result) => result.benchmarkIndex))),
    "JS KB": kb(bytesOf("js")),
    "total KB": kb(total),
    "bytes by kind KB": ["html", "css", "js", "font", "image", "media", "data", "other"]
      .filter((kind) => bytesOf(kind) > 0)
      .map((kind) => `${kind} ${kb(bytesOf(kind))}`)
      .join(", "),
    failing: [...new Set(results.flatMap((result) => result.failing))].join(" "),
  };
  // The runs themselves, for compareToBare, left out of the printed table and the JSON.
  Object.defineProperty(row, "runs", { value: results, enumerable: false });
  return row;
}

/**
 * The page's long tasks by whose they are, each the median over the runs of a run's longest (0
 * when a run had none): the site's own scripts, the framework's (`frameworkScripts`: Next.js's and
 * React's start-up chunks), the document's own work (its HTML, its inline scripts, style and
 * layout), and the rest; with the site's own scripts named.
 */
function longTasksByWhose(row, frameworkScripts) {
  const kinds = { own: [], framework: [], document: [], other: [] };
  const ownScripts = new Set();
  for (const run of row.runs) {
    const longest = { own: 0, framework: 0, document: 0, other: 0 };
    for (const task of run.longTasks) {
      const kind = run.scripts.includes(task.source) ? (frameworkScripts.has(task.source) ? "framework" : "own") : task.source === run.documentPath ? "document" : "other";
      longest[kind] = Math.max(longest[kind], task.ms);
      if (kind === "own") ownScripts.add(task.source.split("/").pop());
    }
    for (const kind of Object.keys(kinds)) kinds[kind].push(longest[kind]);
  }
  return {
    "own long task ms": Math.round(median(kinds.own)),
    "framework long task ms": Math.round(median(kinds.framework)),
    "document long task ms": Math.round(median(kinds.document)),
    "other long task ms": Math.round(median(kinds.other)),
    "own long tasks in": [...ownScripts].join(" "),
  };
}

/** The targets a page's medians miss, in words (the relative ones only beside a bare page). */
function missedTargets(row, bare, throttling) {
  const misses = [];
  if (bare && row.performance < bare.performance - TARGETS.performanceBelowBare) {
    misses.push(`performance ${row.performance} is more than ${TARGETS.performanceBelowBare} below the bare page's ${bare.performance}`);
  }
  if (throttling === "devtools") {
    if (bare && row["LCP s"] > bare["LCP s"] + TARGETS.lcpOverBareSeconds)
      misses.push(`LCP ${row["LCP s"]} s is more than ${TARGETS.lcpOverBareSeconds} s over the bare page's ${bare["LCP s"]} s`);
  } else if (row["LCP s"] > TARGETS.lcpSeconds) {
    misses.push(`LCP ${row["LCP s"]} s > ${TARGETS.lcpSeconds} s`);
  }
  if (row["own long task ms"] > TARGETS.ownLongTaskMs) misses.push(`a long task of ${row["own long task ms"]} ms in the site's own scripts (${row["own long tasks in"]})`);
  if (bare && row["JS KB"] > bare["JS KB"] + TARGETS.extraScriptKb)
    misses.push(`JavaScript ${row["JS KB"]} KB > the bare page's ${bare["JS KB"]} KB + ${TARGETS.extraScriptKb} KB`);
  for (const id of CATEGORIES.slice(1)) if (row[id] < 100) misses.push(`${id} ${row[id]} < 100`);
  return misses;
}

/**
 * Every page beside the bare page of the same run: its differences, its long tasks by whose they
 * are when the site's `frameworkScripts` (paths) are given, and the targets it misses.
 */
export function compareToBare(rows, throttling, frameworkScripts = null) {
  const bare = rows.find((row) => row.page === BARE) ?? null;
  const pages = rows.filter((row) => row !== bare);
  for (const row of pages) {
    row["perf − bare"] = bare ? row.performance - bare.performance : null;
    row["LCP − bare s"] = bare ? Number((row["LCP s"] - bare["LCP s"]).toFixed(2)) : null;
    row["FCP − bare s"] = bare ? Number((row["FCP s"] - bare["FCP s"]).toFixed(2)) : null;
    if (frameworkScripts && row.runs) Object.assign(row, longTasksByWhose(row, frameworkScripts));
    row.misses = missedTargets(row, bare, throttling).join("; ");
  }
  return { bare, pages };
}
