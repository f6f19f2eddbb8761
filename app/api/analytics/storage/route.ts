import { withAdmin } from "@/lib/auth/guard";
import { analyticsRetentionMonths } from "@/lib/tracking/retention";
import { analyticsStorage, MAKE_ROOM_AT } from "@/lib/tracking/storage-guard";
import { jsonReply } from "@/lib/http";

export const dynamic = "force-dynamic";

// Admin: how much the analytics hold, when the oldest rows make room, and for how long they are
// kept: { analyticsBytes, freeBytes, limitBytes, minFreeBytes, makeRoomAt, retentionMonths }.
export const GET = withAdmin("insights", async () => jsonReply({ ...(await analyticsStorage()), makeRoomAt: MAKE_ROOM_AT, retentionMonths: await analyticsRetentionMonths() }));
