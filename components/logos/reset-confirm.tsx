"use client";

import { InlineConfirm } from "@/components/ui/inline-confirm";

/** The inline "are you sure?" step before every logo goes back to its default. */
export function ResetConfirm({ busy, onConfirm, onCancel }: { busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <InlineConfirm confirmLabel="Yes, reset all" busyLabel="Resetting..." busy={busy} onConfirm={onConfirm} onCancel={onCancel}>
      Put every logo and size back to the defaults? Uploaded images are deleted.
    </InlineConfirm>
  );
}
