import { ApiError } from "@/lib/common/api-error";
import { withAdmin } from "@/lib/auth/guard";
import { deleteContent, updateContent } from "@/lib/content/store";
import { readJson, jsonReply, routeId } from "@/lib/http";
import { contentKinds, isContentKind, isListKind, type ListKind } from "@/lib/validation/content";
import { anyJsonBody } from "@/lib/validation/gallery";

type Context = { params: Promise<{ kind: string; id: string }> };

async function target(context: Context): Promise<{ kind: ListKind; id: number }> {
  const { kind } = await context.params;
  if (!isContentKind(kind) || !isListKind(kind)) throw new ApiError(404, "not_found", "No such kind of content");
  return { kind, id: await routeId(context) };
}

// Admin: changes any fields of an item and/or hides or shows it (`hidden: true`) → { <singular>: item }.
export const PATCH = withAdmin<Context>("site", async (request, context) => {
  const found = await target(context);
  const body = await readJson(request, anyJsonBody, 32 * 1024);
  return jsonReply({ [contentKinds[found.kind].singular]: await updateContent(found.kind, found.id, body, context.actor) });
});

// Admin: deletes an item (its last state stays in the history, restorable) → { id }.
export const DELETE = withAdmin<Context>("site", async (request, context) => {
  const found = await target(context);
  return jsonReply(await deleteContent(found.kind, found.id, context.actor));
});
