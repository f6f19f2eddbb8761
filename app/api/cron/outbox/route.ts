import type { NextRequest } from "next/server";
import { requireCronSecret } from "@/lib/auth/cron";
import { withErrorNet } from "@/lib/error-net";
import { jsonReply } from "@/lib/http";
import { runMinutelyJobs } from "@/lib/jobs/minutely";
import { sweepUnregisteredBlobs } from "@/lib/music/blob-sweep";
import { logError } from "@/lib/log";

// For a scheduler (Vercel Cron sends `Authorization: Bearer $CRON_SECRET`): the minutely jobs
// (lib/jobs/minutely.ts: the reminders that are due, then what is waiting to be sent), and deletes
// Vercel Blob uploads that were never registered as tracks.
export const GET = withErrorNet(async (request: NextRequest) => {
  requireCronSecret(request);
  const jobs = await runMinutelyJobs({ limit: 100 });
  const blobsRemoved = await sweepUnregisteredBlobs().catch((error: unknown) => {
    logError("blob sweep failed", error);
    return 0;
  });
  return jsonReply({ ...jobs, blobsRemoved });
});

export const POST = GET;
