"use client";

import Link from "next/link";
import { createContext, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { adConsentCookie, adConsentFrom, type AdConsentChoice } from "@/lib/ads/consent";
import { denyAdsByDefault } from "@/lib/ads/consent-mode";
import { postJson } from "@/lib/browser/fetch";
import { lagosDate } from "@/lib/dates/lagos-days";

// The choice before the ads (issue 66, item 1). While ads are on, a first visit shows a small bar
// with Accept and Reject of equal weight; until one is chosen nothing is asked of Google's ad
// hosts (components/site/ad-script.tsx waits for "accepted"). The choice is kept six months in the
// ad_consent cookie (lib/ads/consent.ts); "Cookie choices" in the footer opens the bar again.

type AdConsent = { choice: AdConsentChoice | null; reopen: () => void };
const AdConsentContext = createContext<AdConsent>({ choice: null, reopen: () => undefined });
export const useAdConsent = () => useContext(AdConsentContext);

/** The bar is counted as shown once a visit (this tab), not once a page. */
const SHOWN_KEY = "ad-consent-shown";

function report(event: "shown" | AdConsentChoice) {
  postJson("/api/privacy/consents", { event }, "POST", { keepalive: true }).catch((error: unknown) => console.debug("consent count failed", error));
}

/** The remembered choice, read from the cookie; re-read whenever this page changes it. */
const CHANGED = "ad-consent-changed";
const subscribe = (onChange: () => void) => {
  window.addEventListener(CHANGED, onChange);
  return () => window.removeEventListener(CHANGED, onChange);
};
const rememberedChoice = () => adConsentFrom(document.cookie);
/** The prerendered page knows no visitor: nothing is decided (and no bar drawn) until the browser reads the cookie. */
const undecidedOnServer = () => undefined;

export function AdConsentProvider({ children }: { children: React.ReactNode }) {
  const choice = useSyncExternalStore<AdConsentChoice | null | undefined>(subscribe, rememberedChoice, undecidedOnServer);
  const [reopened, setReopened] = useState(false);

  useEffect(() => {
    denyAdsByDefault();
    if (choice !== null || sessionStorage.getItem(SHOWN_KEY)) return;
    sessionStorage.setItem(SHOWN_KEY, "1");
    report("shown");
  }, [choice]);

  const choose = useCallback(
    (next: AdConsentChoice) => {
      const hadAccepted = choice === "accepted";
      document.cookie = adConsentCookie(next, lagosDate(), location.protocol === "https:");
      document.documentElement.setAttribute("data-ad-consent", next);
      setReopened(false);
      window.dispatchEvent(new Event(CHANGED));
      report(next);
      // Google's script cannot be unloaded: a visitor who takes back a yes gets a page without it.
      if (hadAccepted && next === "rejected") location.reload();
    },
    [choice],
  );

  const reopen = useCallback(() => setReopened(true), []);
  const open = choice === null || (choice !== undefined && reopened);

  return (
    <AdConsentContext.Provider value={{ choice: choice ?? null, reopen }}>
      {children}
      {open && <ConsentBar choice={choice ?? null} onChoose={choose} takeFocus={reopened} />}
    </AdConsentContext.Provider>
  );
}

function ConsentBar({ choice, onChoose, takeFocus }: { choice: AdConsentChoice | null; onChoose: (choice: AdConsentChoice) => void; takeFocus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from the footer's link: focus moves to the bar; on a first visit it never steals focus.
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  return (
    <section
      aria-labelledby="ad-consent-title"
      data-ad-consent-bar
      // On phones just above the dock of floating buttons, leaving the page's bottom edge and its
      // buttons free; from 640 px a small card in the bottom left corner.
      className="fixed inset-x-2 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 rounded-lg border border-border bg-card p-3 text-sm text-card-foreground shadow-lg sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-sm"
    >
      <h2 id="ad-consent-title" ref={heading} tabIndex={-1} className="font-semibold outline-none">
        Ads and cookies
      </h2>
      <p className="mt-1 text-muted-foreground">
        Google shows ads on some of our pages and may use cookies to choose them. Your choice is kept for six months.{" "}
        <Link href="/privacy-policy#cookies" className="underline underline-offset-2 hover:text-foreground">
          Privacy policy
        </Link>
      </p>
      {choice && <p className="mt-1 text-muted-foreground">Your choice now: {choice === "accepted" ? "ads accepted" : "ads rejected"}.</p>}
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={() => onChoose("rejected")}>
          Reject
        </Button>
        <Button variant="outline" onClick={() => onChoose("accepted")}>
          Accept
        </Button>
      </div>
    </section>
  );
}
