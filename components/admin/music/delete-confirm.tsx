"use client";

import { useEffect, useId, useRef } from "react";
import { Button } from "@/components/ui/button";

/** The inline "are you sure?" step before a track and its file are deleted. */
export function DeleteConfirm({ title, deleting, onConfirm, onCancel }: { title: string; deleting: boolean; onConfirm: () => void; onCancel: () => void }) {
  const id = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => keepRef.current?.focus(), []);
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="mt-3 rounded-md border border-danger/50 bg-danger/10 p-3"
      onKeyDown={(event) => {
        if (event.key === "Escape" && !deleting) {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <p id={id} className="text-sm font-medium">
        Delete &ldquo;{title}&rdquo;? The track and its audio file are removed for good.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onConfirm}
          disabled={deleting}
          aria-label={`Yes, delete ${title}`}
          className="inline-flex min-h-10 items-center justify-center rounded-md bg-danger px-4 text-sm font-semibold text-white transition hover:opacity-90 disabled:opacity-60 dark:text-stone-950"
        >
          {deleting ? "Deleting..." : "Yes, delete"}
        </button>
        <Button ref={keepRef} variant="outline" className="min-h-10 px-4" onClick={onCancel} disabled={deleting} aria-label={`Cancel deleting ${title}`}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
