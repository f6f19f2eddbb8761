"use client";

import * as Dialog from "@radix-ui/react-dialog";
import type { KeyboardEvent, ReactNode } from "react";

/** How the page opens and closes a gallery dialog. */
export type DialogControl = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Gives focus back to the control that opened the dialog. The dialogs load on first use, so
   * they have no Radix Trigger to return focus to by themselves.
   */
  returnFocus: () => void;
};

type Props = DialogControl & {
  onKeyDown?: (event: KeyboardEvent) => void;
  className: string;
  children: ReactNode;
};

/** The gallery's modal: a dark overlay, focus kept inside, Escape closes. Titled by a Dialog.Title in `children`. */
export function GalleryDialog({ open, onOpenChange, returnFocus, onKeyDown, className, children }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/90" />
        <Dialog.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className={className}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
