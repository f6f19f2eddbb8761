import type { NextRequest } from "next/server";
import { requireCronSecret } from "@/lib/auth/cron";
import { recordedBackup } from "@/lib/backup/runs";
import { lagosDate } from "@/lib/dates/lagos-days";
import { withErrorNet } from "@/lib/error-net";
import { jsonReply } from "@/lib/http";

export const dynamic = "force-dynamic";
// A backup of a large install takes a while; Vercel's functions allow this much.
export const maxDuration = 300;

// For a scheduler (Vercel Cron, daily at 01:30 UTC, 02:30 in Lagos): tonight's backup, once (a
// second call the same night answers { ran: false }). With BACKUP_S3_BUCKET or S3_BUCKET it leaves
// the machine; on Vercel it must (its disk is not kept).
export const GET = withErrorNet(async (request: NextRequest) => {
  requireCronSecret(request);
  const outcome = await recordedBackup({ night: lagosDate() });
  if (!outcome) return jsonReply({ ran: false });
  if (!outcome.ok) return jsonReply({ ran: true, ok: false, error: outcome.error }, { status: 502 });
  const { result } = outcome;
  return jsonReply({ ran: true, ok: true, name: result.file.split("/").pop(), bytes: result.bytes, offsite: result.offsite });
});

export const POST = GET;
