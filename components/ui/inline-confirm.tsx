"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import { Button } from "@/components/ui/button";

type InlineConfirmProps = {
  /** The question, naming what will be lost. */
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  confirmAriaLabel?: string;
  cancelAriaLabel?: string;
  className?: string;
};

/** The inline "are you sure?" step before something is removed: focus starts on Cancel, Escape cancels. */
export function InlineConfirm({ children, confirmLabel, busyLabel, busy, onConfirm, onCancel, confirmAriaLabel, cancelAriaLabel, className = "" }: InlineConfirmProps) {
  const id = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => keepRef.current?.focus(), []);
  return (
    <div
      role="group"
      aria-labelledby={id}
      className={`rounded-md border border-danger/50 bg-danger/10 p-3 ${className}`}
      onKeyDown={(event) => {
        if (event.key === "Escape" && !busy) {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <p id={id} className="text-sm font-medium">
        {children}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          aria-label={confirmAriaLabel}
          className="inline-flex min-h-10 items-center justify-center rounded-md bg-danger px-4 text-sm font-semibold text-white transition hover:opacity-90 disabled:opacity-60 dark:text-stone-950"
        >
          {busy ? busyLabel : confirmLabel}
        </button>
        <Button ref={keepRef} variant="outline" className="min-h-10 px-4" onClick={onCancel} disabled={busy} aria-label={cancelAriaLabel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
