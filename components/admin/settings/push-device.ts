// This browser's alerts (Web Push): the service worker, the permission and the subscription the
// server pushes to. Browser code only; the server side is app/api/admin/push.
import { getJson, postJson } from "@/lib/browser/fetch";

const WORKER_URL = "/admin-sw.js";
const WORKER_SCOPE = "/admin";

export type PushSupport = "supported" | "needs-home-screen" | "unsupported";

/** Web Push needs a service worker and PushManager; an iPhone has them only in the panel added to the Home Screen. */
export function pushSupport(): PushSupport {
  const hasApis = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  if (hasApis) return "supported";
  const iPhone = /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
  return iPhone ? "needs-home-screen" : "unsupported";
}

const keyBytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, "+").replace(/_/g, "/")), (char) => char.charCodeAt(0));

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(WORKER_URL, { scope: WORKER_SCOPE });
  return navigator.serviceWorker.ready;
}

/** This browser's subscription endpoint, when alerts are on here. */
export async function currentEndpoint(): Promise<string | null> {
  if (pushSupport() !== "supported") return null;
  const existing = await navigator.serviceWorker.getRegistration(WORKER_SCOPE);
  const subscription = await existing?.pushManager.getSubscription();
  return subscription?.endpoint ?? null;
}

/** Asks for permission, subscribes with the server's key and stores the subscription; throws with a sentence to show. */
export async function turnOnAlerts(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new Error("Notifications are blocked for this site. Allow them in the browser's site settings, then try again.");
  const worker = await registration();
  const { publicKey } = await getJson<{ publicKey: string }>("/api/admin/push/key");
  const subscription = (await worker.pushManager.getSubscription()) ?? (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await postJson("/api/admin/push/subscriptions", subscription.toJSON());
}

/** Removes a device's subscription on the server, and this browser's own when it is this one. */
export async function turnOffAlerts(endpoint: string): Promise<void> {
  await postJson("/api/admin/push/subscriptions", { endpoint }, "DELETE");
  if ((await currentEndpoint()) === endpoint) {
    const existing = await navigator.serviceWorker.getRegistration(WORKER_SCOPE);
    await (await existing?.pushManager.getSubscription())?.unsubscribe();
  }
}
