import "server-only";
import { db } from "@/lib/db";
import type { WhatsappPayload } from "./queue";
import { SendFailed } from "./send-failed";
import { PushRejected, PushSubscriptionGone, sendPush, type PushPayload } from "./web-push";
import { sendWhatsappTemplate, WhatsappRejected, whatsappConfigured } from "@/lib/whatsapp-cloud/client";

// Sends one outbox row of the alert channels (lib/delivery/drain.ts claims and records it).

/** Refused for good; the outbox marks the row failed with this message, shown on the enquiry. */
export class AlertRejected extends SendFailed {}
/** There is no one to send it to any more: the device was turned off (no answer), or its push service said its subscription ended. */
export class AlertRecipientGone extends SendFailed {}

export type AlertRow = { channel: string; to: string; payload: string | null };
/** Meta's message id (wamid…) of a WhatsApp message; the push service's status line of a push. */
export type AlertSent = { providerMessageId: string | null; answer: string | null };

export const alertChannels = () => (whatsappConfigured() ? ["whatsapp", "push"] : ["push"]);

/** Sends the row within timeoutMs; answers what the provider said. */
export async function deliverAlert(row: AlertRow, timeoutMs: number): Promise<AlertSent> {
  if (row.channel === "whatsapp") {
    const payload = JSON.parse(row.payload ?? "{}") as WhatsappPayload;
    try {
      return { providerMessageId: await sendWhatsappTemplate({ to: row.to, ...payload }, timeoutMs), answer: null };
    } catch (error) {
      if (error instanceof WhatsappRejected) throw new AlertRejected(`WhatsApp alert failed: ${error.message}`);
      throw error;
    }
  }
  if (row.channel === "push") {
    const id = Number(row.to.replace(/^subscription:/, ""));
    const device = Number.isInteger(id) ? await db.pushSubscription.findUnique({ where: { id } }) : null;
    if (!device) throw new AlertRecipientGone("alerts were turned off on that device");
    try {
      return { providerMessageId: null, answer: await sendPush(device, JSON.parse(row.payload ?? "{}") as PushPayload, timeoutMs) };
    } catch (error) {
      if (error instanceof PushSubscriptionGone) {
        await db.pushSubscription.deleteMany({ where: { id } });
        throw new AlertRecipientGone(`Push alert to ${device.deviceName} not delivered: ${error.message}`, error.answer);
      }
      if (error instanceof PushRejected) throw new AlertRejected(`Push alert to ${device.deviceName} failed: ${error.message}`, error.answer);
      throw error;
    }
  }
  throw new AlertRejected(`unknown channel ${row.channel}`);
}
