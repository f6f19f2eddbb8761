import { timingSafeEqual } from "node:crypto";
import type { NextRequest } from "next/server";
import { queueReplyReminders } from "@/lib/alerts/queue";
import { drainOutbox } from "@/lib/outbox/outbox";
import { withErrorNet } from "@/lib/error-net";
import { jsonError, jsonReply, unauthorized } from "@/lib/http";
import { sweepUnregisteredBlobs } from "@/lib/music/blob-sweep";
import { queuePlanReminders } from "@/lib/payments/plan-reminders";
import { queueBalanceReminders } from "@/lib/payments/reminders";

function authorized(request: NextRequest, secret: string): boolean {
  const given = Buffer.from(request.headers.get("authorization") ?? "");
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// For a scheduler (Vercel Cron sends `Authorization: Bearer $CRON_SECRET`): queues the balance
// reminders, the reply reminders and the plan reminders that are due, sends what is due, and
// deletes Vercel Blob uploads that were never registered as tracks.
export const GET = withErrorNet(async (request: NextRequest) => {
  const secret = process.env.CRON_SECRET;
  if (!secret) return jsonError(503, "CRON_SECRET is not set");
  if (!authorized(request, secret)) return unauthorized();
  const reminders = await queueBalanceReminders();
  const replyReminders = await queueReplyReminders();
  const planReminders = await queuePlanReminders();
  const drained = await drainOutbox({ limit: 100 });
  const blobsRemoved = await sweepUnregisteredBlobs().catch((error: unknown) => {
    console.error("blob sweep failed", error);
    return 0;
  });
  return jsonReply({ ...drained, reminders, replyReminders, planReminders, blobsRemoved });
});

export const POST = GET;
