import { endAllOtherSessions, listActiveSessions } from "@/lib/auth/admin-sessions";
import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { jsonReply } from "@/lib/http";

export const dynamic = "force-dynamic";

// Admin: the signed-in admin's live sessions → { sessions: [{ id, device, ipAddress, createdAt, lastSeenAt, current }] }.
export const GET = withAdmin("self", async (_request, { admin }) => jsonReply({ sessions: await listActiveSessions(admin.adminId, admin.sessionId) }));

// Admin: ends every other session of the signed-in admin → { ended }.
export const DELETE = withAdmin("self", async (request, { admin, actor }) => {
  const ended = await endAllOtherSessions(admin.adminId, admin.sessionId);
  await audit(actor, { action: "session-end", target: `all others (${ended})` });
  return jsonReply({ ended });
});
