import type { NextRequest } from "next/server";
import { requireCronSecret } from "@/lib/auth/cron";
import { withErrorNet } from "@/lib/error-net";
import { jsonReply } from "@/lib/http";
import { runRetention } from "@/lib/privacy/retention";

export const dynamic = "force-dynamic";
export const maxDuration = 300;

// For a scheduler (Vercel Cron, daily): the retention periods of Settings → Privacy applied
// (lib/privacy/retention.ts) → { enquiries, whatsappMessages, visits, actions } deleted.
export const GET = withErrorNet(async (request: NextRequest) => {
  requireCronSecret(request);
  return jsonReply(await runRetention());
});

export const POST = GET;
