import { withErrorNet } from "@/lib/error-net";
import { publicGallery } from "@/lib/gallery/lists";
import { jsonReply } from "@/lib/http";

// Public: the gallery's photos and videos in display order, as /gallery shows them.
export const GET = withErrorNet(async () => jsonReply(await publicGallery()));
