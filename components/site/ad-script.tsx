"use client";

import { useEffect } from "react";
import { AD_INIT_DELAY_MS } from "@/fixed/ads";
import { adsenseScriptUrl } from "@/lib/ads/ad-script-url";
import { grantAds } from "@/lib/ads/consent-mode";
import { useAdConsent } from "./ad-consent";

type AdsWindow = Window & { adsbygoogle?: unknown[] };

/**
 * Loads the advertising script once the visitor accepted the ads (components/site/ad-consent.tsx)
 * and only with a publisher id (from the site settings), with Consent Mode's signals granted
 * before it; fills the page's empty slots shortly after, and removes the script again on unmount.
 * Failures go to the console only.
 */
export function AdScript({ client }: { client: string }) {
  const { choice } = useAdConsent();
  const accepted = choice === "accepted";
  useEffect(() => {
    if (!client || !accepted) return;
    grantAds();
    const script = document.createElement("script");
    script.src = adsenseScriptUrl(client);
    script.async = true;
    script.crossOrigin = "anonymous";
    script.onerror = () => console.error("The advertising script failed to load.");
    document.head.appendChild(script);

    const timer = window.setTimeout(() => {
      const win = window as AdsWindow;
      document.querySelectorAll("ins.adsbygoogle:not([data-adsbygoogle-status])").forEach(() => {
        try {
          (win.adsbygoogle = win.adsbygoogle || []).push({});
        } catch (error) {
          console.error("An ad slot could not be initialised.", error);
        }
      });
    }, AD_INIT_DELAY_MS);

    return () => {
      window.clearTimeout(timer);
      script.remove();
    };
  }, [client, accepted]);

  return null;
}
