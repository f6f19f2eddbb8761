"use client";

import { InlineConfirm } from "@/components/ui/inline-confirm";

/** The inline "are you sure?" step before a track and its file are deleted. */
export function DeleteConfirm({ title, deleting, onConfirm, onCancel }: { title: string; deleting: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <InlineConfirm
      className="mt-3"
      confirmLabel="Yes, delete"
      busyLabel="Deleting..."
      busy={deleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
      confirmAriaLabel={`Yes, delete ${title}`}
      cancelAriaLabel={`Cancel deleting ${title}`}
    >
      Delete &ldquo;{title}&rdquo;? The track and its audio file are removed for good.
    </InlineConfirm>
  );
}
