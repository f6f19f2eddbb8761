import { z } from "zod";
import "./jitless";

/** The largest id an Int column holds (PostgreSQL's integer; SQLite's is wider). */
const MAX_ROW_ID = 2 ** 31 - 1;

const MESSAGE = "must be a positive whole number";

/**
 * A row's id as an address writes it (`/api/contacts/42`): digits only, without a leading zero, 1 to
 * MAX_ROW_ID. "1e3", " 7" and "0x10" are refused rather than read as 1000, 7 and 16, and an id past
 * the column's range is refused before the database is asked (PostgreSQL would fail the query).
 */
export const rowIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, MESSAGE)
  .transform(Number)
  .refine((id) => id <= MAX_ROW_ID, MESSAGE);

/** A row's id inside a JSON body (a song of the plan, a lineup's player, a list's new order): 1 to MAX_ROW_ID. */
export const rowIdNumber = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_ROW_ID, message);
