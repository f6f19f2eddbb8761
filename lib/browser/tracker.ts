// The browser half of first-party analytics: ids, sending, and the privacy switches.
// Failures are silent: tracking must never disturb a visitor.

const VISIT_URL = "/api/tracking/visit";
const ACTION_URL = "/api/tracking/action";

const memory: Record<string, string> = {};

function storedId(storage: () => Storage, key: string, prefix: string): string {
  try {
    const existing = storage().getItem(key);
    if (existing) return existing;
    const id = `${prefix}${Date.now()}_${Math.random().toString(36).slice(2, 11)}`;
    storage().setItem(key, id);
    return id;
  } catch {
    // Storage refused (private mode): an id for this page's life only.
    return (memory[key] ??= `${prefix}${Date.now()}_${Math.random().toString(36).slice(2, 11)}`);
  }
}

const visitorId = () => storedId(() => localStorage, "visitor_id", "visitor_");
const sessionId = () => storedId(() => sessionStorage, "session_id", "session_");

/** Do Not Track, Global Privacy Control, or an automated browser: record nothing. */
export function trackingDisabled(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const win = window as Window & { doNotTrack?: string };
  return nav.doNotTrack === "1" || win.doNotTrack === "1" || nav.msDoNotTrack === "1" || nav.globalPrivacyControl === true || nav.webdriver === true;
}

/** Survives the page closing: a beacon where there is one, else a keepalive fetch. */
function send(url: string, payload: object): void {
  try {
    const body = JSON.stringify(payload);
    if (navigator.sendBeacon?.(url, new Blob([body], { type: "application/json" }))) return;
    void fetch(url, { method: "POST", body, headers: { "Content-Type": "application/json" }, keepalive: true, credentials: "same-origin" }).catch(() => {});
  } catch (error) {
    console.debug("tracking failed", error);
  }
}

export function sendVisit(visit: { pagePath: string; pageTitle?: string; timeOnPage?: number; referrer?: string }): void {
  if (trackingDisabled()) return;
  send(VISIT_URL, { ...visit, visitorId: visitorId(), sessionId: sessionId(), userAgent: navigator.userAgent, ipAddress: undefined });
}

/** Records what a visitor did; custom types are welcome (lower-case words). */
export function trackAction(actionType: string, details: { elementId?: string; elementText?: string; data?: unknown } = {}): void {
  if (trackingDisabled()) return;
  send(ACTION_URL, {
    actionType,
    pagePath: location.pathname,
    elementId: details.elementId?.slice(0, 200),
    elementText: details.elementText?.trim().replace(/\s+/g, " ").slice(0, 200),
    actionData: details.data === undefined ? undefined : JSON.stringify(details.data),
    visitorId: visitorId(),
    sessionId: sessionId(),
  });
}
