import "server-only";
import { z } from "zod";
import "./jitless";
import { daysBetween, isIsoDate } from "@/lib/dates/lagos-days";

/** The longest range one availability request may ask for: the calendar's, today to the end of the month twelve months ahead, fits. */
export const MAX_RANGE_DAYS = 400;

const isoDate = (field: string) => z.string({ error: `${field} is required (YYYY-MM-DD)` }).refine(isIsoDate, `${field} must be a date (YYYY-MM-DD)`);

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`: both days included, at most MAX_RANGE_DAYS. */
export const dateRangeSchema = z
  .object({ from: isoDate("from"), to: isoDate("to") })
  .refine(({ from, to }) => to >= from, "to must not be before from")
  .refine(({ from, to }) => daysBetween(from, to) <= MAX_RANGE_DAYS, `The range must be at most ${MAX_RANGE_DAYS} days`);

const label = z.string({ error: "Say what holds the day" }).trim().min(1, "Say what holds the day").max(80, "What holds the day must be at most 80 characters");
const note = z
  .string({ error: "The note must be text" })
  .trim()
  .max(500, "The note must be at most 500 characters")
  .nullable()
  .optional()
  .transform((value) => (value === undefined ? undefined : value || null));

/** A hold the admin adds by hand. */
export const holdSchema = z.object({ date: isoDate("date"), label, note: note.transform((value) => value ?? null) }).strict();

/** A change to a hold: any of its fields, at least one. */
export const holdUpdateSchema = z
  .object({ date: isoDate("date").optional(), label: label.optional(), note })
  .strict()
  .refine((value) => Object.values(value).some((field) => field !== undefined), "Nothing to change");

export type HoldInput = z.infer<typeof holdSchema>;
export type HoldUpdate = z.infer<typeof holdUpdateSchema>;
