import "server-only";
import { db } from "@/lib/db";
import { GoogleIntegrationError } from "@/lib/integrations/errors";
import { missingBusinessSettings } from "@/lib/integrations/google-config";
import { syncGoogleReviews, type SyncResult } from "./sync";

const DAY_MS = 86_400_000;

export type ScheduledSync = { ran: false; reason: string } | { ran: true; result: SyncResult } | { ran: true; error: string };

/**
 * The daily sync: runs when Google is configured and connected and the last sync (successful or
 * not) is a day old, or always when forced (the cron route). Failures are recorded, not thrown.
 */
export async function syncReviewsIfDue({ force = false, now = new Date() } = {}): Promise<ScheduledSync> {
  if (missingBusinessSettings().length) return { ran: false, reason: "Google reviews are not configured" };
  if (!(await db.integrationToken.count({ where: { provider: "google-business" } }))) return { ran: false, reason: "Google is not connected" };
  const status = await db.integrationStatus.findUnique({ where: { provider: "google-business" }, select: { lastSyncAt: true } });
  if (!force && status?.lastSyncAt && now.getTime() - status.lastSyncAt.getTime() < DAY_MS) return { ran: false, reason: "synced less than a day ago" };
  try {
    return { ran: true, result: await syncGoogleReviews(now) };
  } catch (error) {
    if (error instanceof GoogleIntegrationError) return { ran: true, error: error.message };
    throw error;
  }
}
