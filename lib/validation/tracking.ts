import { z } from "zod";
import "./jitless";

// The tracker's payloads (spec section 3). Sizes are bounded, and what is stored is smaller still
// (about 1 KB an event at most, issue #43): long fields are cut to what the dashboards show, and
// action data longer than ACTION_DATA_KEPT is not kept (a cut JSON string would not parse).
// ipAddress is accepted for the spec's shape but never kept.

const id = (prefix: string) =>
  z
    .string()
    .trim()
    .min(1, "is required")
    .max(100, "is too long")
    .refine((v) => v.startsWith(prefix), `must start with ${prefix}`);
const path = z
  .string()
  .trim()
  .min(1, "is required")
  .max(500, "is too long")
  .refine((v) => v.startsWith("/"), "must start with /")
  .transform((v) => v.slice(0, PATH_KEPT));
const PATH_KEPT = 200;
export const ACTION_DATA_KEPT = 300;
/** Up to `max` characters accepted; only the first `kept` stored: what the dashboards show, no more disk. */
const optionalText = (max: number, kept = max) =>
  z
    .string()
    .max(max, "is too long")
    .nullish()
    .transform((v) => (v ? v.slice(0, kept) : undefined));

export const visitSchema = z.object({
  pagePath: path,
  pageTitle: optionalText(300, 120),
  timeOnPage: z
    .number()
    .int("must be whole seconds")
    .min(0)
    .max(86_400)
    .nullish()
    .transform((v) => v ?? undefined),
  visitorId: id("visitor_"),
  sessionId: id("session_"),
  referrer: optionalText(1000, 300),
  userAgent: optionalText(500, 300),
  ipAddress: z.unknown().optional(),
});

export const actionSchema = z.object({
  actionType: z
    .string()
    .trim()
    .min(1, "is required")
    .max(50, "is too long")
    .regex(/^[a-z][a-z0-9_-]*$/, "must be a lower-case word like click"),
  pagePath: path,
  elementId: optionalText(200, 100),
  elementText: optionalText(500, 100),
  actionData: optionalText(4000)
    .refine((value) => {
      if (value === undefined) return true;
      try {
        JSON.parse(value);
        return true;
      } catch {
        return false;
      }
    }, "must be a JSON string")
    .transform((value) => (value !== undefined && value.length <= ACTION_DATA_KEPT ? value : undefined)),
  visitorId: id("visitor_"),
  sessionId: id("session_"),
});

export type VisitPayload = z.infer<typeof visitSchema>;
export type ActionPayload = z.infer<typeof actionSchema>;

/** "YYYY-MM-DDTHH:mm" in Lagos time, as a datetime-local field gives it. */
const lagosMinute = z
  .string({ error: "is required" })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "must be a date and time")
  .transform((value) => new Date(`${value}:00+01:00`))
  .refine((moment) => !Number.isNaN(moment.getTime()), "must be a real date and time");

/** The Analytics tab's "Delete visits from…": every visit and action from one minute to another (both included). */
export const deleteVisitsSchema = z
  .object({ from: lagosMinute, to: lagosMinute })
  // Checked only once both are dates (zod runs an object's refinement after a field's failure too).
  .refine(({ from, to }) => !(from instanceof Date && to instanceof Date) || from.getTime() <= to.getTime(), { path: ["to"], message: "must not be before the start" });
export type DeleteVisitsInput = z.input<typeof deleteVisitsSchema>;
