import { z } from "zod";
import "./jitless";
import { isIsoDate } from "@/lib/availability/dates";

export const contactStatuses = ["new", "contacted", "booked", "closed"] as const;
export type ContactStatus = (typeof contactStatuses)[number];

/** A day that exists (2026-02-30 and 0000-01-01 do not), so the database is never asked for one. */
const day = z.string().refine((value) => isIsoDate(value) && value >= "1900-01-01" && value <= "2999-12-31", "must be a date that exists (YYYY-MM-DD, 1900 to 2999)");

/** The admin inbox's search and filters, from the query string. */
export const contactFiltersSchema = z.object({
  q: z.string().trim().max(100, "search is too long").optional(),
  status: z.enum(contactStatuses, { error: "must be new, contacted, booked or closed" }).optional(),
  from: day.optional(),
  to: day.optional(),
  /** "spam": the enquiries the spam filter held back, instead of the inbox. */
  folder: z.enum(["inbox", "spam"], { error: "must be inbox or spam" }).optional(),
});

export type ContactFilters = z.infer<typeof contactFiltersSchema>;

export const contactStatusUpdateSchema = z.object({
  status: z.enum(contactStatuses, { error: "status must be new, contacted, booked or closed" }),
  /** Books the enquiry even though its day is already at capacity (the admin saw the warning). */
  confirmOverCapacity: z.boolean({ error: "confirmOverCapacity must be true or false" }).optional(),
});
