import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/guard";
import { analyticsRetentionMonths } from "@/lib/tracking/retention";
import { analyticsStorage } from "@/lib/tracking/storage-guard";

export const dynamic = "force-dynamic";

// Admin: how much the analytics hold and for how long: { analyticsBytes, freeBytes, limitBytes, minFreeBytes, retentionMonths }.
export const GET = withAdmin(async () =>
  NextResponse.json({ ...(await analyticsStorage()), retentionMonths: analyticsRetentionMonths() }, { headers: { "Cache-Control": "no-store" } }),
);
