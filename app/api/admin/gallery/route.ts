import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/guard";
import { adminGallery } from "@/lib/gallery/lists";

// Admin: the Gallery tab's lists (with isDemo) and the categories to choose from.
export const GET = withAdmin(async () => NextResponse.json(await adminGallery(), { headers: { "Cache-Control": "no-store" } }));
