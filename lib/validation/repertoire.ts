// The repertoire's songs: one schema for the admin's form, POST/PATCH /api/admin/repertoire and each
// line of a CSV import.
import { z } from "zod";
import "./jitless";

/** The moments of a night a song can suit. */
export const songMoments = ["entrance", "first-dance", "cake", "dance-floor", "dinner", "sendforth"] as const;
export type SongMoment = (typeof songMoments)[number];
export const songMomentLabels: Record<SongMoment, string> = {
  entrance: "Entrance",
  "first-dance": "First dance",
  cake: "Cake cutting",
  "dance-floor": "Dance floor",
  dinner: "Dinner",
  sendforth: "Sendforth",
};

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    // A CSV cell may hold anything: no control characters (PostgreSQL refuses a NUL).
    .transform((value) =>
      value
        .replace(/[\u0000-\u001f\u007f]+/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .pipe(z.string().min(1, `Enter the ${label}`).max(max, `The ${label} must be at most ${max} characters`));

const moments = z
  .array(z.enum(songMoments, { error: `moments must be among ${songMoments.join(", ")}` }), { error: "moments must be a list" })
  .max(songMoments.length)
  .transform((list) => [...new Set(list)]);

const songFields = { title: text("title", 120), artist: text("artist", 120), genre: text("genre", 60) };

export const repertoireSongSchema = z.strictObject({ ...songFields, moments: moments.default([]) });

export type RepertoireSongInput = z.infer<typeof repertoireSongSchema>;

/** PATCH: any of the fields, at least one. */
export const repertoireSongUpdateSchema = z
  .strictObject({ title: songFields.title.optional(), artist: songFields.artist.optional(), genre: songFields.genre.optional(), moments: moments.optional() })
  .refine((update) => Object.values(update).some((value) => value !== undefined), "Nothing to change: send at least one field");

/** A CSV import holds at most this many songs. */
export const REPERTOIRE_IMPORT_MAX_ROWS = 2000;

/** Where the next page of the panel's repertoire starts: just after this song in (genre, title, id) order. */
export type SongCursor = { genre: string; title: string; id: number };

/** "<genre>,<title>,<id>", each part percent-encoded: ASCII, as a header must be, whatever the titles' letters. */
export const songCursorOf = (song: SongCursor) => `${encodeURIComponent(song.genre)},${encodeURIComponent(song.title)},${song.id}`;

function decoded(part: string | undefined): string | undefined {
  try {
    return part === undefined ? undefined : decodeURIComponent(part);
  } catch {
    return undefined;
  }
}

const songCursorSchema = z
  .string()
  .max(1000)
  .transform((value, context): SongCursor => {
    const [genre, title, id, ...rest] = value.split(",");
    const song = { genre: decoded(genre), title: decoded(title) };
    if (song.genre === undefined || song.title === undefined || !/^\d{1,15}$/.test(id ?? "") || rest.length) {
      context.addIssue({ code: "custom", message: "cursor: must be the X-Next-Cursor of a previous page" });
      return z.NEVER;
    }
    return { genre: song.genre, title: song.title, id: Number(id) };
  });

/** The longest search the repertoire takes (its field stops there too). */
export const REPERTOIRE_SEARCH_MAX = 200;

/** GET /api/admin/repertoire: `?q=` (title, artist or genre) and `?cursor=`. */
export const repertoireQuerySchema = z.strictObject({ q: z.string().trim().max(REPERTOIRE_SEARCH_MAX).optional(), cursor: songCursorSchema.optional() });

/** GET /api/repertoire/songs (/repertoire's search and its genres' other songs): `?q=`, `?genre=`, `?cursor=`. */
export const publicSongsQuerySchema = z.strictObject({
  q: z.string().trim().max(REPERTOIRE_SEARCH_MAX, `q: at most ${REPERTOIRE_SEARCH_MAX} characters`).optional(),
  genre: z.string().max(60, "genre: at most 60 characters").optional(),
  cursor: songCursorSchema.optional(),
});

/** A song as /repertoire lists it. */
export type PublicSong = { id: number; title: string; artist: string; genre: string };

/** How many songs a plan's song search answers: what a phone shows under the field. */
export const SONG_FINDER_RESULTS = 8;

/**
 * GET /api/repertoire (the plan's song search): `?q=` (title, artist or genre), `?moment=` (the
 * songs the band marked for that moment come first; alone, they are the suggestions). One of the two.
 */
export const songFinderQuerySchema = z
  .strictObject({
    q: z.string().trim().max(REPERTOIRE_SEARCH_MAX, `q: at most ${REPERTOIRE_SEARCH_MAX} characters`).optional(),
    moment: z.enum(songMoments, { error: `moment: one of ${songMoments.join(", ")}` }).optional(),
  })
  .refine((query) => Boolean(query.q) || Boolean(query.moment), "Say what to find: ?q= (a title, an artist or a genre) or ?moment=");

/** A song as the plan shows and sends it. */
export type PlanSong = { id: number; title: string; artist: string };
