import "server-only";
import { db } from "@/lib/db";
import type { GoogleProvider } from "./google-config";

/** Records how the last sync went, kept even when the connection is later lost. */
export async function recordSyncOutcome(provider: GoogleProvider, outcome: { ok: boolean; message: string; at?: Date }): Promise<void> {
  const data = { lastSyncAt: outcome.at ?? new Date(), lastSyncOk: outcome.ok, lastSyncMessage: outcome.message.slice(0, 500) };
  await db.integrationStatus.upsert({ where: { provider }, create: { provider, ...data }, update: data });
}

export function integrationStatus(provider: GoogleProvider) {
  return db.integrationStatus.findUnique({ where: { provider } });
}
