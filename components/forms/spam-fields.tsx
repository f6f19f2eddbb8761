"use client";

import { useEffect, useRef } from "react";
import { SPAM_FIELDS } from "@/lib/validation/enquiry-fields";

/**
 * A field people never see or reach (bots fill it in) and the time the form appeared. Without
 * JavaScript the time stays empty and the submission is judged on its content.
 */
export function SpamFields() {
  const startedAt = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (startedAt.current) startedAt.current.value = String(Date.now());
  }, []);
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={SPAM_FIELDS.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input ref={startedAt} type="hidden" name={SPAM_FIELDS.startedAt} defaultValue="" />
    </>
  );
}
