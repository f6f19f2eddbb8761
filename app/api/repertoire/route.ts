import type { NextRequest } from "next/server";
import { withErrorNet } from "@/lib/error-net";
import { invalidInput, jsonReply, queryOf } from "@/lib/http";
import { findPlanSongs } from "@/lib/repertoire/finder";
import { songFinderQuerySchema } from "@/lib/validation/repertoire";

// Public: the plan's song search (the repertoire is public on /repertoire) → { songs } of at most 8
// { id, title, artist }: ?q= matches title, artist or genre; ?moment= puts the songs the band marked
// for that moment first, or alone suggests them. The client's page and the panel's plan both ask it.
export const GET = withErrorNet(async (request: NextRequest) => {
  const query = songFinderQuerySchema.safeParse(queryOf(request));
  if (!query.success) throw invalidInput(query.error);
  return jsonReply({ songs: await findPlanSongs(query.data) });
});
