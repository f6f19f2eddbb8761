import "server-only";
import { STATUS_CODES } from "node:http";
import webpush, { WebPushError } from "web-push";
import { traced } from "@/lib/tracing/span";
import { SendFailed } from "./send-failed";
import { isKnownPushEndpoint } from "@/lib/validation/push-subscription";
import { vapidKeys, vapidSubject } from "./vapid";

// One encrypted push (RFC 8291 aes128gcm, signed with VAPID, RFC 8292) to a device's push service,
// through the web-push library rather than our own crypto.

/** A push service keeps an alert for a device that is off for up to a day. */
const TIME_TO_LIVE_SECONDS = 24 * 3600;

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** What the service worker shows (public/admin-sw.js): a title, a line, and the panel page a click opens. */
export type PushPayload = { title: string; body: string; url: string; tag: string };

/** A push service's answer as the delivery log shows it: "201 Created", "410 Gone". */
const statusLine = (status: number) => `${status} ${STATUS_CODES[status] ?? ""}`.trim();

/** The push service says the subscription no longer exists (404 or 410): it is removed. */
export class PushSubscriptionGone extends SendFailed {}
/** The push service refused this push for good (another 4xx than 429): no retry. */
export class PushRejected extends SendFailed {}

/** Sends one push; answers the push service's status line ("201 Created"). */
export async function sendPush(target: PushTarget, payload: PushPayload, timeoutMs: number): Promise<string> {
  // A subscription stored before the endpoint check was tightened is checked again here.
  if (!isKnownPushEndpoint(target.endpoint)) throw new PushRejected("the device's push address is not one of a known push service");
  const keys = vapidKeys();
  try {
    const sent = await traced("push send", { "server.address": new URL(target.endpoint).host }, () =>
      webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
        vapidDetails: { subject: vapidSubject(), publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: TIME_TO_LIVE_SECONDS,
        urgency: "high",
        // A resend of the same alert replaces one the device has not fetched yet.
        topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 32),
        // A push service that hangs is given up on, and the push retried later.
        timeout: timeoutMs,
      }),
    );
    return statusLine(sent.statusCode);
  } catch (error) {
    if (error instanceof WebPushError) {
      const status = error.statusCode;
      const answer = statusLine(status);
      if (status === 404 || status === 410) throw new PushSubscriptionGone(`the device's subscription has ended (${status}); the device was removed`, answer);
      // The service's own words are never shown in the panel: only its status and a fixed message.
      const detail = `push service answered ${status}`;
      if (status >= 400 && status < 500 && status !== 429) throw new PushRejected(detail, answer);
      throw new SendFailed(detail, answer);
    }
    throw new SendFailed(`push service could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
}
