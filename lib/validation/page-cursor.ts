import { z } from "zod";
import "./jitless";
import { rowIdSchema } from "./row-id";

// `?cursor=` of the panel's paged lists (lib/paging/keyset.ts): "<epoch ms>.<id>" of the last row a
// page showed, as that page's X-Next-Cursor header gave it.

/** Where the next page starts: just after (older than) this row. */
export type PageCursor = { at: Date; id: number };

const CURSOR = /^(\d{1,15})\.(\d+)$/;

export const pageCursorSchema = z.string().transform((value, context): PageCursor => {
  const match = CURSOR.exec(value);
  const at = match ? new Date(Number(match[1])) : null;
  const id = rowIdSchema.safeParse(match?.[2]);
  if (!at || Number.isNaN(at.getTime()) || !id.success) {
    context.addIssue({ code: "custom", message: "cursor: must be the X-Next-Cursor of a previous page" });
    return z.NEVER;
  }
  return { at, id: id.data };
});

export const cursorOf = (at: Date, id: number) => `${at.getTime()}.${id}`;

/** Where the next page of a list in the band's own order starts: just after this row. */
export type PositionCursor = { position: number; id: number };

const POSITION_CURSOR = /^(-?\d{1,9})\.(\d+)$/;

/** `?cursor=` of the lists the band orders by hand (the gallery): "<position>.<id>" of the last row shown. */
export const positionCursorSchema = z.string().transform((value, context): PositionCursor => {
  const match = POSITION_CURSOR.exec(value);
  const id = rowIdSchema.safeParse(match?.[2]);
  if (!match || !id.success) {
    context.addIssue({ code: "custom", message: "cursor: must be the X-Next-Cursor of a previous page" });
    return z.NEVER;
  }
  return { position: Number(match[1]), id: id.data };
});

export const positionCursorOf = (position: number, id: number) => `${position}.${id}`;
