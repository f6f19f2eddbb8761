import "server-only";
import { ApiError } from "@/lib/common/api-error";
import { parse } from "csv-parse/sync";
import { revalidateData } from "@/lib/cache/revalidate";
import { cacheTags } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { firstIssue } from "@/lib/validation/issues";
import { everyWordOf, fillEmptySearchText, searchTextOf } from "@/lib/db/folded-search";
import { PAGE_LIMIT, type Page } from "@/lib/paging/keyset";
import { REPERTOIRE_IMPORT_MAX_ROWS, repertoireSongSchema, songCursorOf, type RepertoireSongInput, type SongCursor, type SongMoment } from "@/lib/validation/repertoire";

// The repertoire the band edits: songs one by one or from a CSV (title, artist, genre columns).
// Each song once (same title and artist, whatever the case or spacing); every write revalidates
// /repertoire's tag.

export type RepertoireSong = { id: number; title: string; artist: string; genre: string; moments: SongMoment[] };

const matchKeyOf = (song: Pick<RepertoireSongInput, "title" | "artist">) => `${song.title}|${song.artist}`.toLowerCase().replace(/\s+/g, " ");

function view(row: { id: number; title: string; artist: string; genre: string; moments: string }): RepertoireSong {
  let moments: SongMoment[] = [];
  try {
    moments = JSON.parse(row.moments) as SongMoment[];
  } catch {
    // A row written by hand: no moments.
  }
  return { id: row.id, title: row.title, artist: row.artist, genre: row.genre, moments };
}

const byGenreThenTitle = [{ genre: "asc" as const }, { title: "asc" as const }, { id: "asc" as const }];

export type GenreSongs = { genre: string; count: number; songs: RepertoireSong[] };

/** /repertoire's page: each genre by name, with how many songs it has and its first `take` by title (the rest come from GET /api/repertoire/songs). */
export async function genresWithFirstSongs(take: number): Promise<GenreSongs[]> {
  const genres = await db.repertoireSong.groupBy({ by: ["genre"], _count: { _all: true }, orderBy: { genre: "asc" } });
  return Promise.all(
    genres.map(async ({ genre, _count }) => ({
      genre,
      count: _count._all,
      songs: (await db.repertoireSong.findMany({ where: { genre }, orderBy: byGenreThenTitle, take })).map(view),
    })),
  );
}

/** What a song is found by: its title, artist and genre, folded (lib/db/folded-search.ts). */
const songSearchText = (song: Pick<RepertoireSongInput, "title" | "artist" | "genre">) => searchTextOf(song.title, song.artist, song.genre);

/**
 * Songs from before the folded search have an empty searchText: filled at start-up and before a
 * search reads them, 500 at a time (SQL cannot fold accents on SQLite, so no migration could).
 */
export const fillSongSearchText = () =>
  fillEmptySearchText(
    async (afterId, take) =>
      (
        await db.repertoireSong.findMany({
          where: { searchText: "", id: { gt: afterId } },
          select: { id: true, title: true, artist: true, genre: true },
          orderBy: { id: "asc" },
          take,
        })
      ).map((song) => ({ id: song.id, searchText: songSearchText(song) })),
    (rows) => db.$transaction(rows.map(({ id, searchText }) => db.repertoireSong.updateMany({ where: { id, searchText: "" }, data: { searchText } }))),
  );

function afterSong(cursor: SongCursor | undefined) {
  if (!cursor) return {};
  const { genre, title, id } = cursor;
  return { OR: [{ genre: { gt: genre } }, { genre, title: { gt: title } }, { genre, title, id: { gt: id } }] };
}

/** The Repertoire tab and /repertoire: a page of songs (at most 500) by genre then title, optionally those matching `q`, or of one genre. */
export async function songsPage(q?: string, cursor?: SongCursor, genre?: string): Promise<Page<RepertoireSong>> {
  if (q) await fillSongSearchText();
  const rows = await db.repertoireSong.findMany({
    where: { AND: [everyWordOf(q), genre === undefined ? {} : { genre }, afterSong(cursor)] },
    orderBy: byGenreThenTitle,
    take: PAGE_LIMIT + 1,
  });
  const shown = rows.slice(0, PAGE_LIMIT);
  const last = shown.at(-1);
  return { rows: shown.map(view), nextCursor: rows.length > PAGE_LIMIT && last ? songCursorOf(last) : null };
}

/** How many songs match `q` (all without it), of one genre when it is given. */
export async function countSongs(q?: string, genre?: string): Promise<number> {
  if (q) await fillSongSearchText();
  return db.repertoireSong.count({ where: { AND: [everyWordOf(q), genre === undefined ? {} : { genre }] } });
}

/** The genres in use, by name (grouped in the query): the form's suggestions. */
export async function songGenres(): Promise<string[]> {
  return (await db.repertoireSong.groupBy({ by: ["genre"], orderBy: { genre: "asc" } })).map((row) => row.genre);
}

/**
 * The songs of these ids (a plan's: at most PLAN_LIMITS' songs and its moments), read as the range
 * between the smallest and the largest id and kept by the set, so no list of ids is bound.
 */
export async function songsByIds(ids: number[]): Promise<RepertoireSong[]> {
  if (!ids.length) return [];
  const wanted = new Set(ids);
  const rows = await db.repertoireSong.findMany({ where: { id: { gte: Math.min(...ids), lte: Math.max(...ids) } } });
  return rows.filter((row) => wanted.has(row.id)).map(view);
}

/** The new song, or null when the repertoire already has it. */
export async function addSong(song: RepertoireSongInput): Promise<RepertoireSong | null> {
  try {
    const row = await db.repertoireSong.create({ data: { ...song, moments: JSON.stringify(song.moments), matchKey: matchKeyOf(song), searchText: songSearchText(song) } });
    revalidateData(cacheTags.repertoire);
    return view(row);
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export type SongChange = { song: RepertoireSong };

export async function updateSong(id: number, change: Partial<RepertoireSongInput>): Promise<SongChange> {
  const current = await db.repertoireSong.findUnique({ where: { id } });
  if (!current) throw new ApiError(404, "not_found", "No such song");
  const next = { title: change.title ?? current.title, artist: change.artist ?? current.artist, genre: change.genre ?? current.genre };
  try {
    const row = await db.repertoireSong.update({
      where: { id },
      data: { ...change, moments: change.moments ? JSON.stringify(change.moments) : undefined, matchKey: matchKeyOf(next), searchText: songSearchText(next) },
    });
    revalidateData(cacheTags.repertoire);
    return { song: view(row) };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, "conflict", `The repertoire already has ${next.title} by ${next.artist}`);
    throw error;
  }
}

export async function deleteSong(id: number): Promise<boolean> {
  const deleted = (await db.repertoireSong.deleteMany({ where: { id } })).count === 1;
  if (deleted) revalidateData(cacheTags.repertoire);
  return deleted;
}

export type ImportResult = { imported: number; skipped: number; errors: { line: number; error: string }[] };

/**
 * A CSV with a header line naming title, artist and genre (any order, any case; other columns
 * ignored), parsed with csv-parse. `line` counts as in the file, the header being line 1. A cell
 * that looks like a formula is kept as text. Null with the reason when the file itself is unusable.
 */
export async function importSongs(csv: string): Promise<ImportResult | { error: string }> {
  let records: { record: string[]; line: number }[];
  try {
    records = (
      parse(csv.replace(/^\uFEFF/, ""), { relax_column_count: true, relax_quotes: true, skip_empty_lines: true, info: true, bom: true }) as unknown as {
        record: string[];
        info: { lines: number };
      }[]
    ).map(
      // info.lines is where the record ends: a quoted cell with line breaks started earlier.
      ({ record, info }) => ({ record, line: info.lines - (record.join("").match(/\n/g)?.length ?? 0) }),
    );
  } catch (error) {
    return { error: `The file is not valid CSV: ${error instanceof Error ? error.message : String(error)}` };
  }
  const [header, ...rows] = records;
  if (!header) return { error: "The file is empty" };
  const columns = header.record.map((name) => name.trim().toLowerCase());
  const at = { title: columns.indexOf("title"), artist: columns.indexOf("artist"), genre: columns.indexOf("genre") };
  const missing = Object.entries(at)
    .filter(([, index]) => index < 0)
    .map(([name]) => name);
  if (missing.length) return { error: `The first line must name the columns title, artist and genre (missing: ${missing.join(", ")})` };
  if (rows.length > REPERTOIRE_IMPORT_MAX_ROWS) return { error: `At most ${REPERTOIRE_IMPORT_MAX_ROWS} songs in one file (this one has ${rows.length})` };

  const result: ImportResult = { imported: 0, skipped: 0, errors: [] };
  const known = new Set((await db.repertoireSong.findMany({ select: { matchKey: true } })).map((row) => row.matchKey));
  const fresh: (RepertoireSongInput & { matchKey: string })[] = [];
  for (const { record, line } of rows) {
    const parsed = repertoireSongSchema.safeParse({ title: record[at.title] ?? "", artist: record[at.artist] ?? "", genre: record[at.genre] ?? "" });
    if (!parsed.success) {
      result.errors.push({ line, error: firstIssue(parsed.error) });
      continue;
    }
    const matchKey = matchKeyOf(parsed.data);
    if (known.has(matchKey)) {
      result.skipped += 1;
      continue;
    }
    known.add(matchKey);
    fresh.push({ ...parsed.data, matchKey });
  }
  if (fresh.length) {
    // skipDuplicates is not SQLite's; a song added meanwhile is counted as skipped instead.
    for (const song of fresh) {
      try {
        await db.repertoireSong.create({ data: { ...song, moments: JSON.stringify(song.moments), searchText: songSearchText(song) } });
        result.imported += 1;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        result.skipped += 1;
      }
    }
    revalidateData(cacheTags.repertoire);
  }
  return result;
}
