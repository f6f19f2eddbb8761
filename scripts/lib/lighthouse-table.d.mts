// Types for lighthouse-table.mjs (the audit script is plain JavaScript; its unit test is TypeScript).

export const CATEGORIES: string[];
export const BARE: string;
export const TARGETS: { performanceBelowBare: number; lcpSeconds: number; lcpOverBareSeconds: number; extraScriptKb: number; ownLongTaskMs: number };

export type RunSummary = {
  scores: Record<string, number>;
  bytes: Record<"html" | "css" | "js" | "font" | "image" | "media" | "data" | "other", number>;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  failing: string[];
  longTasks: { source: string; ms: number }[];
  scripts: string[];
  documentPath: string;
};
/** The medians printed; `runs` (not enumerable) keeps the runs for compareToBare. */
export type PageRow = Record<string, string | number | null> & { page: string; readonly runs?: RunSummary[] };

export function summarise(lhr: unknown): RunSummary;
export function pageRow(label: string, results: RunSummary[]): PageRow;
export function compareToBare(rows: PageRow[], throttling: "devtools" | "simulate", frameworkScripts?: Set<string> | null): { bare: PageRow | null; pages: PageRow[] };
