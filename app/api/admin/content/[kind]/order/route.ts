import { withAdmin } from "@/lib/auth/guard";
import { contentJson, contentResponse } from "@/lib/content/responses";
import { reorderContent } from "@/lib/content/store";
import { jsonError, readJson } from "@/lib/http";
import { contentOrderSchema, isContentKind, isListKind } from "@/lib/validation/content";

type Context = { params: Promise<{ kind: string }> };

// Admin: puts a list's items in a new order: { ids: [every item's id, in order] } → { ids }.
export const PUT = withAdmin<Context>(async (request, context) => {
  const { kind } = await context.params;
  if (!isContentKind(kind) || !isListKind(kind)) return jsonError(404, "No such kind of content");
  const body = await readJson(request, contentOrderSchema, 8 * 1024);
  if (!body.ok) return body.response;
  const result = await reorderContent(kind, body.data.ids, { request, admin: context.admin });
  return result.ok ? contentJson(result.value) : contentResponse(result, "ids");
});
