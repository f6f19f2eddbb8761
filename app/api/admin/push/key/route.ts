import { vapidKeys } from "@/lib/alerts/vapid";
import { withAdmin } from "@/lib/auth/guard";
import { jsonReply } from "@/lib/http";

// Admin only: the server's VAPID public key, which the browser subscribes with (applicationServerKey).
export const GET = withAdmin("self", async () => jsonReply({ publicKey: vapidKeys().publicKey }));
