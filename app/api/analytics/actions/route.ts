import { NextResponse } from "next/server";
import { actionsByType } from "@/lib/analytics/queries";
import { withAdmin } from "@/lib/auth/guard";

// How often visitors clicked, submitted, played and downloaded.
export const GET = withAdmin(async () => NextResponse.json(await actionsByType(), { headers: { "Cache-Control": "no-store" } }));
