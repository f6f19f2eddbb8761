import "server-only";
import { db } from "@/lib/db";
import type { WhatsappPayload } from "./queue";
import { PushRejected, PushSubscriptionGone, sendPush, type PushPayload } from "./web-push";
import { sendWhatsappTemplate, WhatsappRejected, whatsappConfigured } from "@/lib/whatsapp-cloud/client";

// Sends one outbox row of the alert channels (lib/delivery/drain.ts claims and records it).

/** Refused for good; the outbox marks the row failed with this message, shown on the enquiry. */
export class AlertRejected extends Error {}
/** There is no one to send it to any more (the device was turned off or its subscription ended). */
export class AlertRecipientGone extends Error {}

export type AlertRow = { channel: string; to: string; payload: string | null };

export const alertChannels = () => (whatsappConfigured() ? ["whatsapp", "push"] : ["push"]);

/** Sends the row within timeoutMs; answers the provider's message id where it gives one. */
export async function deliverAlert(row: AlertRow, timeoutMs: number): Promise<string | null> {
  if (row.channel === "whatsapp") {
    const payload = JSON.parse(row.payload ?? "{}") as WhatsappPayload;
    try {
      return await sendWhatsappTemplate({ to: row.to, ...payload }, timeoutMs);
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
      await sendPush(device, JSON.parse(row.payload ?? "{}") as PushPayload, timeoutMs);
      return null;
    } catch (error) {
      if (error instanceof PushSubscriptionGone) {
        await db.pushSubscription.deleteMany({ where: { id } });
        throw new AlertRecipientGone(error.message);
      }
      if (error instanceof PushRejected) throw new AlertRejected(`Push alert to ${device.deviceName} failed: ${error.message}`);
      throw error;
    }
  }
  throw new AlertRejected(`unknown channel ${row.channel}`);
}
