import { ApiError } from "@/lib/common/api-error";
import { withAdmin } from "@/lib/auth/guard";
import { createContent, listContent, readBlock, saveBlock } from "@/lib/content/store";
import { readJson, jsonReply } from "@/lib/http";
import { contentKinds, isContentKind, isListKind, type BlockKind, type ListKind } from "@/lib/validation/content";
import { anyJsonBody } from "@/lib/validation/gallery";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ kind: string }> };
const MAX_BODY = 32 * 1024;

// Admin: a kind of page content (testimonials, team, venues, services, equipment-photos; hero and
// about are single blocks). GET lists it ({ items } or { item }).
export const GET = withAdmin<Context>("site", async (_request, context) => {
  const { kind } = await context.params;
  if (!isContentKind(kind)) throw new ApiError(404, "not_found", "No such kind of content");
  return isListKind(kind) ? jsonReply({ items: await listContent(kind as ListKind) }) : jsonReply({ item: await readBlock(kind as BlockKind) });
});

// Admin: adds an item at the end of a list → 201 { <singular>: item }; 405 for the fixed lists and blocks.
export const POST = withAdmin<Context>("site", async (request, context) => {
  const { kind } = await context.params;
  if (!isContentKind(kind)) throw new ApiError(404, "not_found", "No such kind of content");
  if (!isListKind(kind)) throw new ApiError(405, "method_not_allowed", `${contentKinds[kind].label} is one section: save it with PUT`);
  const body = await readJson(request, anyJsonBody, MAX_BODY);
  return jsonReply({ [contentKinds[kind].singular]: await createContent(kind, body, context.actor) }, { status: 201 });
});

// Admin: saves a block (hero, about) whole → { item }.
export const PUT = withAdmin<Context>("site", async (request, context) => {
  const { kind } = await context.params;
  if (!isContentKind(kind)) throw new ApiError(404, "not_found", "No such kind of content");
  if (isListKind(kind)) throw new ApiError(405, "method_not_allowed", "Lists are edited item by item (PATCH /api/admin/content/<kind>/<id>)");
  const body = await readJson(request, anyJsonBody, MAX_BODY);
  return jsonReply({ item: await saveBlock(kind as BlockKind, body, context.actor) });
});
