import { withAdmin } from "@/lib/auth/guard";
import { adminGallery } from "@/lib/gallery/lists";
import { jsonReply } from "@/lib/http";

// Admin: the Gallery tab's lists (with isDemo) and the categories to choose from.
export const GET = withAdmin("media", async () => jsonReply(await adminGallery()));
