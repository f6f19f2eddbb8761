import { ApiError } from "@/lib/common/api-error";
import { z } from "zod";
import { withAdmin } from "@/lib/auth/guard";
import { deleteContent, updateContent } from "@/lib/content/store";
import { readJson, jsonReply } from "@/lib/http";
import { contentKinds, isContentKind, isListKind, type ListKind } from "@/lib/validation/content";
import { anyJsonBody } from "@/lib/validation/gallery";
import "@/lib/validation/jitless";

type Context = { params: Promise<{ kind: string; id: string }> };
const itemId = z.coerce.number().int().positive().max(2_147_483_647);

async function target(context: Context): Promise<{ kind: ListKind; id: number } | Response> {
  const params = await context.params;
  if (!isContentKind(params.kind) || !isListKind(params.kind)) throw new ApiError(404, "not_found", "No such kind of content");
  const id = itemId.safeParse(params.id);
  if (!id.success) throw new ApiError(404, "not_found", `${contentKinds[params.kind].label} not found`);
  return { kind: params.kind, id: id.data };
}

// Admin: changes any fields of an item and/or hides or shows it (`hidden: true`) → { <singular>: item }.
export const PATCH = withAdmin<Context>("site", async (request, context) => {
  const found = await target(context);
  if (found instanceof Response) return found;
  const body = await readJson(request, anyJsonBody, 32 * 1024);
  return jsonReply({ [contentKinds[found.kind].singular]: await updateContent(found.kind, found.id, body, context.actor) });
});

// Admin: deletes an item (its last state stays in the history, restorable) → { id }.
export const DELETE = withAdmin<Context>("site", async (request, context) => {
  const found = await target(context);
  if (found instanceof Response) return found;
  return jsonReply(await deleteContent(found.kind, found.id, context.actor));
});
