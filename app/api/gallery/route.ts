import { NextResponse } from "next/server";
import { withErrorNet } from "@/lib/error-net";
import { publicGallery } from "@/lib/gallery/lists";

// Public: the gallery's photos and videos in display order, as /gallery shows them.
export const GET = withErrorNet(async () => NextResponse.json(await publicGallery(), { headers: { "Cache-Control": "no-store" } }));
