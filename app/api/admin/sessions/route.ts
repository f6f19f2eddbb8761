import { NextResponse } from "next/server";
import { endAllOtherSessions, listActiveSessions } from "@/lib/auth/admin-sessions";
import { withAdmin } from "@/lib/auth/guard";

export const dynamic = "force-dynamic";

// Admin: the signed-in admin's live sessions → { sessions: [{ id, device, ipAddress, createdAt, lastSeenAt, current }] }.
export const GET = withAdmin(async (_request, { admin }) =>
  NextResponse.json({ sessions: await listActiveSessions(admin.adminId, admin.sessionId) }, { headers: { "Cache-Control": "no-store" } }),
);

// Admin: ends every other session of the signed-in admin → { success, ended }.
export const DELETE = withAdmin(async (_request, { admin }) =>
  NextResponse.json({ success: true, ended: await endAllOtherSessions(admin.adminId, admin.sessionId) }, { headers: { "Cache-Control": "no-store" } }),
);
