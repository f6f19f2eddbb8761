import "server-only";
import { foldText } from "@/lib/common/fold-text";

// A search column holds its row's words folded (lib/common/fold-text.ts: no accents, no case), and
// a search asks for every word of the query in it, in any order: "kemi lekki" finds Kẹ́mi's
// enquiry for a venue in Lekki, alike on SQLite and PostgreSQL.
//
// Prisma's `contains` is SQL's LIKE, and it passes LIKE's wildcards (% and _) on as wildcards; on
// PostgreSQL a backslash escapes the next character, and SQLite's LIKE has no escape at all here.
// So both the stored text and the query carry these three as look-alike characters, which LIKE
// compares as they are: "%" finds the rows that hold a "%", "ada_obi" never finds "adaxobi".
const LIKE_LOOK_ALIKES: Record<string, string> = { "%": "\uFF05", _: "\uFF3F", "\\": "\uFF3C" };

/** The search column's text for a row's fields (missing ones left out). */
export const searchTextOf = (...fields: (string | null | undefined)[]) =>
  foldText(fields.filter(Boolean).join(" ")).replace(/[%_\\]/g, (character) => LIKE_LOOK_ALIKES[character] ?? character);

/** A `where` that keeps the rows whose search column holds every word of `query`; `{}` when it has none. */
export function everyWordOf(query: string | undefined) {
  const words = query ? searchTextOf(query).split(" ").filter(Boolean) : [];
  return words.length ? { AND: words.map((word) => ({ searchText: { contains: word } })) } : {};
}

/**
 * Fills the search column of rows from before it (""): `readBatch` answers up to `take` such rows
 * after an id, by id, with their text; `writeBatch` writes them in one transaction, each only while
 * still "" (a change meanwhile, an erasure among them, wrote its own). Walks by id, so a row whose
 * text folds to "" is passed, not read again. Answers how many rows it read.
 */
export async function fillEmptySearchText(
  readBatch: (afterId: number, take: number) => Promise<{ id: number; searchText: string }[]>,
  writeBatch: (rows: { id: number; searchText: string }[]) => Promise<unknown>,
  take = 500,
): Promise<number> {
  let read = 0;
  for (let afterId = 0; ;) {
    const rows = await readBatch(afterId, take);
    const last = rows.at(-1);
    if (!last) return read;
    await writeBatch(rows);
    read += rows.length;
    afterId = last.id;
  }
}
