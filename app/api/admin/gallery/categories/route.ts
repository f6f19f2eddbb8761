import { audit } from "@/lib/audit/events";
import { withAdmin } from "@/lib/auth/guard";
import { addGalleryCategory, listGalleryCategories, removeGalleryCategory, renameGalleryCategory } from "@/lib/gallery/categories";
import { jsonReply, readJson } from "@/lib/http";
import { categoryCreateSchema, categoryRemoveSchema, categoryRenameSchema } from "@/lib/validation/gallery";

export const dynamic = "force-dynamic";

// The Gallery tab's categories (issue 64), each with how many photos and videos it holds:
// GET → { categories }; POST { name } → 201 { categories }; PATCH { from, to } → { categories, moved }
// (its photos and videos move with it); DELETE { name } → { categories }, 409 while it holds any.
export const GET = withAdmin("media", async () => jsonReply({ categories: await listGalleryCategories() }));

export const POST = withAdmin("media", async (request, { actor }) => {
  const { name } = await readJson(request, categoryCreateSchema, 1024);
  const categories = await addGalleryCategory(name);
  await audit(actor, { action: "gallery-change", target: `category “${name}” added` });
  return jsonReply({ categories }, { status: 201 });
});

export const PATCH = withAdmin("media", async (request, { actor }) => {
  const { from, to } = await readJson(request, categoryRenameSchema, 1024);
  const renamed = await renameGalleryCategory(from, to);
  await audit(actor, { action: "gallery-change", target: `category “${from}” renamed “${to}” (${renamed.moved} moved)` });
  return jsonReply(renamed);
});

export const DELETE = withAdmin("media", async (request, { actor }) => {
  const { name } = await readJson(request, categoryRemoveSchema, 1024);
  const categories = await removeGalleryCategory(name);
  await audit(actor, { action: "gallery-change", target: `category “${name}” removed` });
  return jsonReply({ categories });
});
