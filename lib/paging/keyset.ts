import "server-only";
import { cursorOf, pageCursorSchema, positionCursorOf, type PageCursor, type PositionCursor } from "@/lib/validation/page-cursor";

// Keyset paging for the panel's lists (issue 60): newest first by (time, id), a page at most
// PAGE_LIMIT rows, the next page asked for with `?cursor=<epoch ms>.<id>` of the last row shown.
// A page is one indexed range read, whatever the table's size: no OFFSET, no count, no list of ids
// bound as parameters (SQLite refuses more than 996 in one statement).

export const PAGE_LIMIT = 500;

/** The rows older than the cursor in the list's order (time descending, then id descending). */
export function olderThan<Field extends string>(field: Field, cursor: PageCursor | undefined) {
  if (!cursor) return {};
  return { OR: [{ [field]: { lt: cursor.at } }, { [field]: cursor.at, id: { lt: cursor.id } }] };
}

/** The list's order: newest first, the id breaking ties so no row is shown twice or skipped. */
export const newestFirst = <Field extends string>(field: Field) => [{ [field]: "desc" as const }, { id: "desc" as const }];

export type Page<Row> = { rows: Row[]; nextCursor: string | null };

/** A page from a read of `limit + 1` rows: the extra row only says whether there is more. */
export function pageOf<Row extends { id: number }>(rows: Row[], timeOf: (row: Row) => Date, limit = PAGE_LIMIT): Page<Row> {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return { rows: shown, nextCursor: rows.length > limit && last ? cursorOf(timeOf(last), last.id) : null };
}

/** The rows after the cursor in a list the band orders by hand (position ascending, then id). */
export function afterPosition(cursor: PositionCursor | undefined) {
  if (!cursor) return {};
  return { OR: [{ position: { gt: cursor.position } }, { position: cursor.position, id: { gt: cursor.id } }] };
}

/** A hand-ordered list's order: by position, the id breaking ties. */
export const inPositionOrder = [{ position: "asc" as const }, { id: "asc" as const }];

/** A page of a hand-ordered list from a read of `limit + 1` rows. */
export function positionPageOf<Row extends { id: number; position: number }>(rows: Row[], limit = PAGE_LIMIT): Page<Row> {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return { rows: shown, nextCursor: rows.length > limit && last ? positionCursorOf(last.position, last.id) : null };
}

/** Every page of a list, one after another (an export streams them without holding the table). */
export async function* everyPage<Row extends { id: number }>(read: (cursor: PageCursor | undefined) => Promise<Page<Row>>): AsyncGenerator<Row[]> {
  let cursor: PageCursor | undefined;
  for (;;) {
    const page = await read(cursor);
    if (page.rows.length) yield page.rows;
    if (!page.nextCursor) return;
    cursor = pageCursorSchema.parse(page.nextCursor);
  }
}

/** The same pages with each page's rows turned into others (an export's cells). */
export async function* mapPages<Row, Out>(pages: AsyncIterable<Row[]>, map: (rows: Row[]) => Out[]): AsyncGenerator<Out[]> {
  for await (const rows of pages) yield map(rows);
}
