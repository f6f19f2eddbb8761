import { withAdmin } from "@/lib/auth/guard";
import { outboxStatus } from "@/lib/delivery/drain";
import { jsonReply } from "@/lib/http";

// Admin only: whether email is configured, and the state of every queued notification.
export const GET = withAdmin("enquiries", async () => jsonReply(await outboxStatus()));
