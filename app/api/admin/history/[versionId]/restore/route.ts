import { ApiError } from "@/lib/common/api-error";
import { z } from "zod";
import { withAdmin } from "@/lib/auth/guard";
import { restoreVersion } from "@/lib/history/versions";
import { jsonReply } from "@/lib/http";
import "@/lib/validation/jitless";

type Context = { params: Promise<{ versionId: string }> };
const versionIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

// Admin: brings back a kept version of a setting or content item (the current state is kept as a
// version in turn); 404 for an unknown version, 400 when it no longer fits today's rules.
export const POST = withAdmin<Context>("site", async (request, context) => {
  const id = versionIdSchema.safeParse((await context.params).versionId);
  if (!id.success) throw new ApiError(404, "not_found", "No such version");
  return jsonReply(await restoreVersion(id.data, context.actor));
});
