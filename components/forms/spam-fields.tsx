"use client";

import { useEffect, useRef } from "react";
import { SPAM_FIELDS } from "@/lib/validation/enquiry-fields";

/**
 * A field people never see or reach (bots fill it in) and how long the visitor took to send the
 * form, counted from `shownAt` when the form was on screen before its code ran (DeferredIsland),
 * otherwise from when this mounted. Without JavaScript the time stays empty and the submission is
 * judged on its content.
 */
export function SpamFields({ shownAt }: { shownAt?: number }) {
  const fillTime = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = fillTime.current;
    const form = input?.form;
    if (!input || !form) return;
    const startedAt = shownAt ?? Date.now();
    // Capturing, so the time is in the field before the form's own handler reads its data.
    const measure = () => {
      input.value = String(Date.now() - startedAt);
    };
    form.addEventListener("submit", measure, { capture: true });
    return () => form.removeEventListener("submit", measure, { capture: true });
  }, [shownAt]);
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={SPAM_FIELDS.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input ref={fillTime} type="hidden" name={SPAM_FIELDS.fillTime} defaultValue="" />
    </>
  );
}
