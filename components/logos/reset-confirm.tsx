"use client";

import { useEffect, useId, useRef } from "react";
import { Button } from "@/components/ui/button";

/** The inline "are you sure?" step before every logo goes back to its default. */
export function ResetConfirm({ busy, onConfirm, onCancel }: { busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const id = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => keepRef.current?.focus(), []);
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="rounded-md border border-danger/50 bg-danger/10 p-3"
      onKeyDown={(event) => {
        if (event.key === "Escape" && !busy) {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <p id={id} className="text-sm font-medium">
        Put every logo and size back to the defaults? Uploaded images are deleted.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          className="inline-flex min-h-10 items-center justify-center rounded-md bg-danger px-4 text-sm font-semibold text-white transition hover:opacity-90 disabled:opacity-60 dark:text-stone-950"
        >
          {busy ? "Resetting..." : "Yes, reset all"}
        </button>
        <Button ref={keepRef} variant="outline" className="min-h-10 px-4" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
