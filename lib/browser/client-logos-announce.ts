// Browser side: the window event that makes open pages reload their client logos.
import { CLIENT_LOGOS_UPDATED_EVENT } from "@/fixed/clients";

/** Fires the event here and in the site's other open tabs (the logo managers call it after each change). */
export function announceClientLogosUpdated(): void {
  window.dispatchEvent(new Event(CLIENT_LOGOS_UPDATED_EVENT));
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CLIENT_LOGOS_UPDATED_EVENT);
  channel.postMessage("updated");
  channel.close();
}

/** Calls onUpdate whenever the event fires, in this tab or (through the channel) in another. */
export function onClientLogosUpdated(onUpdate: () => void): () => void {
  window.addEventListener(CLIENT_LOGOS_UPDATED_EVENT, onUpdate);
  const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CLIENT_LOGOS_UPDATED_EVENT);
  channel?.addEventListener("message", () => window.dispatchEvent(new Event(CLIENT_LOGOS_UPDATED_EVENT)));
  return () => {
    window.removeEventListener(CLIENT_LOGOS_UPDATED_EVENT, onUpdate);
    channel?.close();
  };
}
