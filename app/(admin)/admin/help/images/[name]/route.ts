import { ApiError } from "@/lib/common/api-error";
import { withAdmin } from "@/lib/auth/guard";
import { readGuideImage } from "@/lib/docs/admin-guide";

export const dynamic = "force-dynamic";

// Admin: a picture of the band's guide (docs/images), as the Help page shows it.
export const GET = withAdmin<{ params: Promise<{ name: string }> }>("self", async (_request, { params }) => {
  const { name } = await params;
  const image = await readGuideImage(name);
  if (!image) throw new ApiError(404, "not_found", "No such picture");
  const type = name.endsWith(".png") ? "image/png" : "image/jpeg";
  return new Response(new Uint8Array(image), { headers: { "Content-Type": type, "Cache-Control": "private, max-age=3600" } });
});
