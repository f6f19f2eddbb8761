import { z } from "zod";
import { withAdmin } from "@/lib/auth/guard";
import { contentJson, contentResponse } from "@/lib/content/responses";
import { deleteContent, updateContent } from "@/lib/content/store";
import { jsonError, readJson } from "@/lib/http";
import { contentKinds, isContentKind, isListKind, type ListKind } from "@/lib/validation/content";
import { anyJsonBody } from "@/lib/validation/gallery";
import "@/lib/validation/jitless";

type Context = { params: Promise<{ kind: string; id: string }> };
const itemId = z.coerce.number().int().positive().max(2_147_483_647);

async function target(context: Context): Promise<{ kind: ListKind; id: number } | Response> {
  const params = await context.params;
  if (!isContentKind(params.kind) || !isListKind(params.kind)) return jsonError(404, "No such kind of content");
  const id = itemId.safeParse(params.id);
  if (!id.success) return jsonError(404, `${contentKinds[params.kind].label} not found`);
  return { kind: params.kind, id: id.data };
}

// Admin: changes any fields of an item and/or hides or shows it (`hidden: true`) → { <singular>: item }.
export const PATCH = withAdmin<Context>(async (request, context) => {
  const found = await target(context);
  if (found instanceof Response) return found;
  const body = await readJson(request, anyJsonBody, 32 * 1024);
  if (!body.ok) return body.response;
  return contentResponse(await updateContent(found.kind, found.id, body.data, { request, admin: context.admin }), contentKinds[found.kind].singular);
});

// Admin: deletes an item (its last state stays in the history, restorable) → { id }.
export const DELETE = withAdmin<Context>(async (request, context) => {
  const found = await target(context);
  if (found instanceof Response) return found;
  const result = await deleteContent(found.kind, found.id, { request, admin: context.admin });
  if (!result.ok) return contentResponse(result, "id");
  return contentJson({ id: result.value.id });
});
