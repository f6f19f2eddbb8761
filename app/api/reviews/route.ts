import { NextResponse } from "next/server";
import { listActiveReviews } from "@/lib/reviews/queries";

export const dynamic = "force-dynamic";

// Public: the active reviews, newest first. Reviews change only when the admin syncs them.
export async function GET() {
  return NextResponse.json(await listActiveReviews(), {
    headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=300" },
  });
}
