import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/guard";
import { reviewsOverview } from "@/lib/reviews/admin";

export const dynamic = "force-dynamic";

// Admin: the Reviews tab's data (connection state, last sync, all stored reviews).
export const GET = withAdmin(async () => NextResponse.json(await reviewsOverview(), { headers: { "Cache-Control": "no-store" } }));
