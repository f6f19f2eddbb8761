import { z } from "zod";
import { withAdmin } from "@/lib/auth/guard";
import { restoreVersion } from "@/lib/history/versions";
import { jsonError, jsonReply } from "@/lib/http";
import "@/lib/validation/jitless";

type Context = { params: Promise<{ versionId: string }> };
const versionIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

// Admin: brings back a kept version of a setting or content item (the current state is kept as a
// version in turn); 404 for an unknown version, 400 when it no longer fits today's rules.
export const POST = withAdmin<Context>(async (request, context) => {
  const id = versionIdSchema.safeParse((await context.params).versionId);
  if (!id.success) return jsonError(404, "No such version");
  const result = await restoreVersion(id.data, { request, admin: context.admin });
  if (!result.ok) return jsonReply({ error: result.error, ...(result.fields ? { fields: result.fields } : {}) }, { status: result.status });
  return jsonReply({ restored: result.restored });
});
