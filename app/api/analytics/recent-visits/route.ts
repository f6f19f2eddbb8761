import { NextResponse } from "next/server";
import { recentVisits } from "@/lib/analytics/queries";
import { withAdmin } from "@/lib/auth/guard";

// The 20 latest page views.
export const GET = withAdmin(async () => NextResponse.json(await recentVisits(20), { headers: { "Cache-Control": "no-store" } }));
