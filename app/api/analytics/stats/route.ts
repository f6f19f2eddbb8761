import { NextResponse } from "next/server";
import { visitStats } from "@/lib/analytics/queries";
import { withAdmin } from "@/lib/auth/guard";

// Page views today, this week (from Monday), this month and in total, in Lagos time.
export const GET = withAdmin(async () => NextResponse.json(await visitStats(), { headers: { "Cache-Control": "no-store" } }));
