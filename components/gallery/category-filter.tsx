"use client";

import { useEffect, useRef } from "react";
import { categoryLabel } from "@/fixed/gallery";

type Props = { categories: readonly string[]; value: string; onChange: (category: string) => void };

/**
 * The category chips. On phones they are ONE row that scrolls sideways (a wrapped cloud of chips
 * filled the first screen), with the active chip kept in view; wider screens have room to wrap.
 */
export function CategoryFilter({ categories, value, onChange }: Props) {
  const row = useRef<HTMLDivElement>(null);

  // Scroll the row only (never the page) so the active chip is fully in view.
  useEffect(() => {
    const list = row.current;
    const chip = list?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!list || !chip || list.scrollWidth <= list.clientWidth) return;
    const left = chip.offsetLeft; // the row is positioned, so this is within the row
    if (left >= list.scrollLeft && left + chip.offsetWidth <= list.scrollLeft + list.clientWidth) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    list.scrollTo({ left: left - (list.clientWidth - chip.offsetWidth) / 2, behavior: reduce ? "auto" : "smooth" });
  }, [value]);

  return (
    <div
      ref={row}
      role="group"
      aria-label="Filter photos by category"
      data-testid="category-chips"
      className="relative -mx-4 flex snap-x scroll-px-4 [scrollbar-width:thin] gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
    >
      {categories.map((category) => {
        const active = category === value;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(category)}
            className={`min-h-11 shrink-0 snap-start rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors ${active ? "border-primary bg-primary text-primary-foreground" : "border-border bg-card text-foreground hover:bg-muted"}`}
          >
            {categoryLabel(category)}
          </button>
        );
      })}
    </div>
  );
}
