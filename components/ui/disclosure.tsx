"use client";

import { useState, type ReactNode } from "react";

type Props = {
  summary: ReactNode;
  /** Open when first shown. */
  defaultOpen?: boolean;
  /** Told each time it opens or closes (a panel that loads its data when opened). */
  onToggle?: (open: boolean) => void;
  children: ReactNode;
};

/**
 * A `<details>` whose content is made only once it is first opened, then kept (what was typed stays
 * when it closes). A list of hundreds of cards, each with closed forms, then costs the browser the
 * summaries alone: the inbox's 500 cards went from 34,000 elements to a fraction of that.
 */
export function Disclosure({ summary, defaultOpen = false, onToggle, children }: Props) {
  const [everOpened, setEverOpened] = useState(defaultOpen);
  return (
    <details
      open={defaultOpen}
      className="mt-3 rounded-md border border-border"
      onToggle={(event) => {
        const open = event.currentTarget.open;
        if (open) setEverOpened(true);
        onToggle?.(open);
      }}
    >
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium">{summary}</summary>
      {everOpened && children}
    </details>
  );
}
