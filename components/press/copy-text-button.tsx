"use client";

import { useRef, useState } from "react";
import { buttonClass } from "@/components/ui/button";

type CopyState = "idle" | "copied" | "failed";

/** Copies a text the band wrote (a bio) for a planner to paste; says so on the button and to screen readers. */
export function CopyTextButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<CopyState>("idle");
  const reset = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  async function copy() {
    clearTimeout(reset.current);
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      // No clipboard (a page over plain HTTP, a refused permission): the text is on the page to select.
      setState("failed");
    }
    reset.current = setTimeout(() => setState("idle"), 4000);
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button type="button" onClick={() => void copy()} className={buttonClass("outline", "min-h-11 px-4")}>
        {state === "copied" ? "Copied" : "Copy"}
        <span className="sr-only"> the {label}</span>
      </button>
      <span role="status" className="text-sm text-muted-foreground">
        {state === "copied" ? `The ${label} is on your clipboard.` : state === "failed" ? "Copying was refused: select the text and copy it." : ""}
      </span>
    </span>
  );
}
