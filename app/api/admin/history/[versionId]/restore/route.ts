import { withAdmin } from "@/lib/auth/guard";
import { restoreVersion } from "@/lib/history/versions";
import { jsonReply, routeId } from "@/lib/http";

type Context = { params: Promise<{ versionId: string }> };

// Admin: brings back a kept version of a setting or content item (the current state is kept as a
// version in turn); 404 for an unknown version, 400 for a malformed id or one that no longer fits today's rules.
export const POST = withAdmin<Context>("site", async (request, context) => {
  return jsonReply(await restoreVersion(await routeId(context, "versionId"), context.actor));
});
