// Google Consent Mode v2 (issue 66): Google's tags read the consent state from window.dataLayer,
// where gtag() commands are queued before any Google script loads. Every ad signal is denied by
// default; Accept grants the three the ads need. The analytics are the site's own, so
// analytics_storage stays denied.

type ConsentState = "granted" | "denied";
type GtagWindow = Window & { dataLayer?: unknown[] };

// Declared with its parameters for the callers' types; the body pushes `arguments` as gtag.js wants.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
function gtag(..._command: unknown[]): void {
  const win = window as GtagWindow;
  // gtag.js reads each command as the Arguments object itself, not as an array.
  // eslint-disable-next-line prefer-rest-params
  (win.dataLayer = win.dataLayer ?? []).push(arguments);
}

const adSignals = (state: ConsentState) => ({ ad_storage: state, ad_user_data: state, ad_personalization: state });

/** Before any choice: everything denied. Queued once per page. */
export function denyAdsByDefault(): void {
  const win = window as GtagWindow;
  if (win.dataLayer?.some((entry) => (entry as unknown[])[0] === "consent" && (entry as unknown[])[1] === "default")) return;
  gtag("consent", "default", { ...adSignals("denied"), analytics_storage: "denied" });
}

/** The visitor accepted: the ad signals granted, before the ad script is added. */
export function grantAds(): void {
  gtag("consent", "update", adSignals("granted"));
}
