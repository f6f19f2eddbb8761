import "server-only";
import { db } from "@/lib/db";
import { everyWordOf } from "@/lib/db/folded-search";
import { SONG_FINDER_RESULTS, type PlanSong, type SongMoment } from "@/lib/validation/repertoire";
import { fillSongSearchText } from "./songs";

// The plan's song search (the client's page and the panel): a few songs at a time from the server,
// so a plan never carries the whole repertoire (3,000 songs after ten years).

const planSong = { id: true, title: true, artist: true } as const;
/** Songs whose stored moments (a JSON list) name this one. */
const markedFor = (moment: SongMoment) => ({ moments: { contains: `"${moment}"` } });

/** Up to SONG_FINDER_RESULTS songs matching `q`, by title; with `moment`, those marked for it first (alone: only those). */
export async function findPlanSongs({ q, moment }: { q?: string; moment?: SongMoment }): Promise<PlanSong[]> {
  if (q) await fillSongSearchText();
  const matching = everyWordOf(q);
  const read = (where: object, take: number) => db.repertoireSong.findMany({ where, select: planSong, orderBy: [{ title: "asc" }, { id: "asc" }], take });
  const marked = moment ? await read({ AND: [matching, markedFor(moment)] }, SONG_FINDER_RESULTS) : [];
  if (!q || marked.length === SONG_FINDER_RESULTS) return marked;
  const others = await read({ AND: [matching, { id: { notIn: marked.map((song) => song.id) } }] }, SONG_FINDER_RESULTS - marked.length);
  return [...marked, ...others];
}
