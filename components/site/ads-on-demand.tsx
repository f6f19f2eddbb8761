"use client";

import dynamic from "next/dynamic";

// The ads' client code (the consent bar, the ad script, the footer's "Cookie choices") in a chunk
// of its own, fetched only by pages rendered with ads on. Most installs show no ads, and every
// public page would otherwise carry this code in the layout's chunk (/gallery was 2 KB over the
// audit's JavaScript budget). Rendered on the server as before: with ads on, the HTML names the
// chunk, which loads beside the layout's.

export const AdConsentProvider = dynamic(() => import("./ad-consent").then((module) => module.AdConsentProvider));
export const AdScript = dynamic(() => import("./ad-script").then((module) => module.AdScript));
export const CookieChoicesButton = dynamic(() => import("./cookie-choices-button").then((module) => module.CookieChoicesButton));
