import { withAdmin } from "@/lib/auth/guard";
import { jsonReply } from "@/lib/http";
import { listPrivacyRequests } from "@/lib/privacy/requests";

export const dynamic = "force-dynamic";

// Owner and manager (issue 66): GET → { requests: [{ id, email, kind, details, receivedAt, dueAt,
// status, doneAt, doneBy }] }, the open ones first (soonest due first), then the last 50 done.
export const GET = withAdmin("privacy", async () => jsonReply({ requests: await listPrivacyRequests() }));
