import "server-only";
import { db } from "@/lib/db";
import type { PushSubscriptionInput } from "@/lib/validation/push-subscription";

// The devices each person turned alerts on for. One row per push endpoint: turning alerts on again
// on a device refreshes its keys and makes it that person's. A device from before the team
// (adminId null) is the band's, listed to everyone until someone turns it on again.

const ownOrBands = (adminId: number) => ({ OR: [{ adminId }, { adminId: null }] });

export async function savePushSubscription(subscription: PushSubscriptionInput, deviceName: string, adminId: number) {
  const { endpoint, keys } = subscription;
  return db.pushSubscription.upsert({
    where: { endpoint },
    create: { endpoint, p256dh: keys.p256dh, auth: keys.auth, deviceName, adminId },
    update: { p256dh: keys.p256dh, auth: keys.auth, deviceName, adminId },
    select: { id: true, deviceName: true, createdAt: true },
  });
}

/** True when a device of this person's (or the band's) with that endpoint was turned off. */
export async function removePushSubscription(endpoint: string, adminId: number): Promise<boolean> {
  return (await db.pushSubscription.deleteMany({ where: { endpoint, ...ownOrBands(adminId) } })).count > 0;
}

/** The person's devices (and the band's), newest first. The endpoint identifies a device to turn off. */
export function listPushDevices(adminId: number) {
  return db.pushSubscription.findMany({ where: ownOrBands(adminId), orderBy: { id: "desc" }, select: { id: true, endpoint: true, deviceName: true, createdAt: true } });
}
