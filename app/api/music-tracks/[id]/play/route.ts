import { NextResponse } from "next/server";
import { badRequest, jsonError } from "@/lib/http";
import { recordPlay } from "@/lib/music/tracks";
import { trackIdSchema } from "@/lib/validation/music";

type Context = { params: Promise<{ id: string }> };

// Public: a visitor started the track. Answers the new play count.
export async function POST(_request: Request, { params }: Context) {
  const id = trackIdSchema.safeParse((await params).id);
  if (!id.success) return badRequest("id: must be a positive whole number");
  const playCount = await recordPlay(id.data);
  if (playCount === null) return jsonError(404, "Track not found");
  return NextResponse.json({ playCount }, { headers: { "Cache-Control": "no-store" } });
}
