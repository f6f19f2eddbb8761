"use client";

import { useAdConsent } from "./ad-consent";

/** The footer's "Cookie choices": opens the consent bar again (only while ads are on). */
export function CookieChoicesButton({ className }: { className: string }) {
  const { reopen } = useAdConsent();
  return (
    <button type="button" onClick={reopen} className={className}>
      Cookie choices
    </button>
  );
}
