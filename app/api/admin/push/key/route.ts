import { NextResponse } from "next/server";
import { vapidKeys } from "@/lib/alerts/vapid";
import { withAdmin } from "@/lib/auth/guard";

// Admin only: the server's VAPID public key, which the browser subscribes with (applicationServerKey).
export const GET = withAdmin(async () => NextResponse.json({ publicKey: vapidKeys().publicKey }, { headers: { "Cache-Control": "no-store" } }));
