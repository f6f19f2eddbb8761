import type { NextRequest } from "next/server";
import { requireCronSecret } from "@/lib/auth/cron";
import { revalidateData } from "@/lib/cache/revalidate";
import { cacheTags } from "@/lib/cache/tags";
import { withErrorNet } from "@/lib/error-net";
import { syncReviewsIfDue } from "@/lib/reviews/daily-sync";
import { jsonReply } from "@/lib/http";

export const dynamic = "force-dynamic";

// For a scheduler (Vercel Cron, daily): syncs the Google reviews when Google is connected.
export const GET = withErrorNet(async (request: NextRequest) => {
  requireCronSecret(request);
  const outcome = await syncReviewsIfDue({ force: true });
  if (outcome.ran && "result" in outcome) revalidateData(cacheTags.reviews);
  return jsonReply(outcome, { status: outcome.ran && "error" in outcome ? 502 : 200 });
});

export const POST = GET;
