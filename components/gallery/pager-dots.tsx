"use client";

/** Dots shown at most: a window around the current photo, so the strip is one line at any count. */
const MAX_DOTS = 15;

/** The first dot of the window that keeps `index` near its middle. */
function dotWindowStart(index: number, count: number, size = MAX_DOTS): number {
  if (count <= size) return 0;
  return Math.min(Math.max(0, index - Math.floor(size / 2)), count - size);
}

/**
 * The pager dots: one line at any count, hidden below sm, where 25 dots wrapped into three rows;
 * phones have the counter ("3 / 25") and the thumbnail strip instead.
 */
export function PagerDots({ count, index, onSelect }: { count: number; index: number; onSelect: (index: number) => void }) {
  const start = dotWindowStart(index, count);
  const shown = Array.from({ length: Math.min(count, MAX_DOTS) }, (_, offset) => start + offset);
  return (
    <div className="hidden flex-nowrap justify-center gap-1 sm:flex" aria-label="Choose a photo" role="group">
      {shown.map((i) => (
        <button
          key={i}
          type="button"
          aria-label={`Go to photo ${i + 1}`}
          aria-current={i === index ? "true" : undefined}
          onClick={() => onSelect(i)}
          className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full"
        >
          <span aria-hidden="true" className={`block h-2.5 w-2.5 rounded-full ${i === index ? "bg-primary" : "bg-muted-foreground/50"}`} />
        </button>
      ))}
    </div>
  );
}
