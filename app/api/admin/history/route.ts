import { invalidFields } from "@/lib/common/api-error";
import { withAdmin } from "@/lib/auth/guard";
import { isItemKey, listVersions } from "@/lib/history/versions";
import { jsonReply } from "@/lib/http";

export const dynamic = "force-dynamic";

// Admin: the last ten earlier versions of one setting or content item, newest first:
// GET /api/admin/history?item=setting:phones | content:testimonials:7
export const GET = withAdmin("site", async (request) => {
  const item = new URL(request.url).searchParams.get("item") ?? "";
  if (!isItemKey(item)) throw invalidFields({ item: "Unknown item" }, "item: name a setting (setting:<name>) or a content item (content:<kind>:<id>)");
  return jsonReply({ versions: await listVersions(item) });
});
