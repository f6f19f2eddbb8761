/** Marks a shipped stand-in the band has not replaced yet (the launch checklist lists them). */
export function DemoBadge() {
  return <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">Sample</span>;
}
