import type { NextRequest } from "next/server";
import { shownPhotos } from "@/components/gallery/prepared-media";
import { withErrorNet } from "@/lib/error-net";
import { publicPhotosPage } from "@/lib/gallery/lists";
import { invalidInput, pagedReply, queryOf } from "@/lib/http";
import { publicPhotoPageQuerySchema } from "@/lib/validation/gallery";

// Public: a page of /gallery's photos for a category (?category=, all by default), in the band's
// order, with their pictures worked out as the page's are → { photos }; X-Next-Cursor names the
// next page (?cursor=). The carousel fetches them as a visitor nears the end of those it has.
export const GET = withErrorNet(async (request: NextRequest) => {
  const query = publicPhotoPageQuerySchema.safeParse(queryOf(request));
  if (!query.success) throw invalidInput(query.error);
  const page = await publicPhotosPage(query.data.category, query.data.cursor);
  return pagedReply(page, { photos: shownPhotos(page.rows, null) });
});
