import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/guard";
import { outboxStatus } from "@/lib/outbox/outbox";

// Admin only: whether email is configured, and the state of every queued notification.
export const GET = withAdmin(async () => NextResponse.json(await outboxStatus(), { headers: { "Cache-Control": "no-store" } }));
