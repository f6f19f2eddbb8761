import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/guard";
import { launchChecklist } from "@/lib/launch/checklist";
import { launchState } from "@/lib/launch/state";

export const dynamic = "force-dynamic";

// Admin: what still stands between this install and a real launch → { items: [{ id, title, fix, link? }] }.
export const GET = withAdmin(async () => NextResponse.json({ items: launchChecklist(await launchState()) }, { headers: { "Cache-Control": "no-store" } }));
