import { NextResponse } from "next/server";
import { popularPages } from "@/lib/analytics/queries";
import { withAdmin } from "@/lib/auth/guard";

// The most visited pages of the last 30 days, with the names the admin knows them by.
export const GET = withAdmin(async () => NextResponse.json(await popularPages(), { headers: { "Cache-Control": "no-store" } }));
