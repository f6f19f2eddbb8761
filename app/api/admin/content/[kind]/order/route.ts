import { ApiError } from "@/lib/common/api-error";
import { withAdmin } from "@/lib/auth/guard";
import { reorderContent } from "@/lib/content/store";
import { readJson, jsonReply } from "@/lib/http";
import { contentOrderSchema, isContentKind, isListKind } from "@/lib/validation/content";

type Context = { params: Promise<{ kind: string }> };

// Admin: puts a list's items in a new order: { ids: [every item's id, in order] } → { ids }.
export const PUT = withAdmin<Context>("site", async (request, context) => {
  const { kind } = await context.params;
  if (!isContentKind(kind) || !isListKind(kind)) throw new ApiError(404, "not_found", "No such kind of content");
  const body = await readJson(request, contentOrderSchema, 8 * 1024);
  return jsonReply(await reorderContent(kind, body.ids, context.actor));
});
