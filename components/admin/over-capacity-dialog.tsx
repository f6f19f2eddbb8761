"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useCallback, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { readableDate } from "@/lib/dates/readable";

/**
 * The panel's question before booking a day already at capacity: an in-page dialog naming the date
 * in words (never the browser's confirm() with an ISO date). `ask(date)` opens it and settles with
 * the admin's answer; render `dialog` once where it is used.
 */
export function useOverCapacityQuestion(): { ask: (date: string) => Promise<boolean>; dialog: ReactNode } {
  const [date, setDate] = useState<string | null>(null);
  const answer = useRef<(booked: boolean) => void>(() => {});

  const ask = useCallback(
    (day: string) =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setDate(day);
      }),
    [],
  );
  const close = (booked: boolean) => {
    answer.current(booked);
    setDate(null);
  };

  const dialog = (
    <Dialog.Root open={date !== null} onOpenChange={(open) => !open && close(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[min(100vw-2rem,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-background p-6 text-foreground shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold">{date ? `${readableDate(date)} is already fully booked` : "Fully booked"}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm">The band is at capacity that day. Mark this enquiry booked anyway?</Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="outline" className="min-h-11">
                Keep it as it is
              </Button>
            </Dialog.Close>
            <Button className="min-h-11" onClick={() => close(true)}>
              Book it anyway
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
  return { ask, dialog };
}
