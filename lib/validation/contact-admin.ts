import { z } from "zod";
import "./jitless";
import { isIsoDate } from "@/lib/dates/lagos-days";
import { eventTypeKey } from "@/fixed/enquiries";
import { pageCursorSchema } from "./page-cursor";

export const contactStatuses = ["new", "contacted", "booked", "closed"] as const;
export type ContactStatus = (typeof contactStatuses)[number];

/** A day that exists (2026-02-30 and 0000-01-01 do not), so the database is never asked for one. */
const day = z.string().refine((value) => isIsoDate(value) && value >= "1900-01-01" && value <= "2999-12-31", "must be a date that exists (YYYY-MM-DD, 1900 to 2999)");

/** The longest search the inbox takes (its field stops there too). */
export const INBOX_SEARCH_MAX = 100;

/** The admin inbox's search and filters, from the query string. */
const contactFiltersSchema = z.object({
  q: z.string().trim().max(INBOX_SEARCH_MAX, "search is too long").optional(),
  status: z.enum(contactStatuses, { error: "must be new, contacted, booked or closed" }).optional(),
  from: day.optional(),
  to: day.optional(),
  /** "spam": the enquiries the spam filter held back, instead of the inbox. */
  folder: z.enum(["inbox", "spam"], { error: "must be inbox or spam" }).optional(),
});

export type ContactFilters = z.infer<typeof contactFiltersSchema>;

/**
 * GET /api/contacts: the filters and, after the first page, the cursor of the next; or `waiting=1`:
 * those that match still waiting for a reply, soonest due first, however old (no cursor then).
 */
export const inboxQuerySchema = contactFiltersSchema
  .extend({ cursor: pageCursorSchema.optional(), waiting: z.literal("1", { error: "waiting: must be 1" }).optional() })
  .refine((query) => !(query.waiting && query.cursor), { message: "waiting: the waiting enquiries come in one answer, without a cursor" });

/**
 * PATCH /api/contacts/{id}: the status, and the event's details the band learns (a WhatsApp
 * enquiry arrives without them): any of them, at least one.
 */
export const contactUpdateSchema = z
  .strictObject({
    status: z.enum(contactStatuses, { error: "status must be new, contacted, booked or closed" }).optional(),
    /** Books the enquiry even though its day is already at capacity (the admin saw the warning). */
    confirmOverCapacity: z.boolean({ error: "confirmOverCapacity must be true or false" }).optional(),
    eventType: z
      .string({ error: "The event type must be text" })
      .transform((value, context) => {
        const key = eventTypeKey(value);
        if (!key) context.addIssue({ code: "custom", message: "eventType: choose one of the event types" });
        return key ?? "";
      })
      .optional(),
    eventDate: day.optional(),
    venue: z.string({ error: "The venue must be text" }).trim().max(200, "The venue must be at most 200 characters").nullable().optional(),
    guestCount: z
      .number({ error: "The number of guests must be a whole number" })
      .int("The number of guests must be a whole number")
      .min(1, "The number of guests must be at least 1")
      .max(100_000, "guestCount is too large")
      .nullable()
      .optional(),
  })
  .refine((update) => Object.entries(update).some(([key, value]) => key !== "confirmOverCapacity" && value !== undefined), "Send a status or an event detail to change");

export type ContactUpdate = z.infer<typeof contactUpdateSchema>;

/** What GET /api/contacts/spam answers: how many enquiries the spam folder holds. */
export type SpamFolderCount = { held: number };
