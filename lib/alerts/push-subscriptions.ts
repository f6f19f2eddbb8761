import "server-only";
import { db } from "@/lib/db";
import type { PushSubscriptionInput } from "@/lib/validation/push-subscription";

// The devices the admin turned alerts on for. One row per push endpoint: turning alerts on again
// on a device refreshes its keys.

export async function savePushSubscription(subscription: PushSubscriptionInput, deviceName: string) {
  const { endpoint, keys } = subscription;
  return db.pushSubscription.upsert({
    where: { endpoint },
    create: { endpoint, p256dh: keys.p256dh, auth: keys.auth, deviceName },
    update: { p256dh: keys.p256dh, auth: keys.auth, deviceName },
    select: { id: true, deviceName: true, createdAt: true },
  });
}

/** True when a device with that endpoint was turned off. */
export async function removePushSubscription(endpoint: string): Promise<boolean> {
  return (await db.pushSubscription.deleteMany({ where: { endpoint } })).count > 0;
}

/** Settings → Alerts: the devices, newest first. The endpoint identifies a device to turn off. */
export function listPushDevices() {
  return db.pushSubscription.findMany({ orderBy: { id: "desc" }, select: { id: true, endpoint: true, deviceName: true, createdAt: true } });
}
