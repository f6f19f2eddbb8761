// zod/mini, not zod: these schemas run in every visitor's browser (the forms on the public pages),
// and the mini build is a fraction of the size. The server parses with the very same schemas.
import * as z from "zod/mini";
import "./jitless";
import { lagosDate } from "@/lib/dates/lagos-days";
import { budgetOptions, contactEventTypes, eventTypeKey, homeEventTypes, quoteRequestEventTypes, type EnquirySource, type Option } from "@/fixed/enquiries";

// One schema per form, used by the browser form, the server action and POST /api/contacts.

const tooLong = (max: number) => `Please keep this under ${max} characters`;

const text = (required: string, max: number) => z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong(max)));

const optionalText = (max: number) =>
  z.pipe(
    z.pipe(
      z.transform((value: unknown) => (value === null ? undefined : value)),
      z.optional(z.string({ error: "Must be text" }).check(z.trim(), z.maxLength(max, tooLong(max)))),
    ),
    z.transform((value) => value || undefined),
  );

const name = text("Please enter your name", 120);
const email = z.pipe(
  z.string({ error: "Please enter your email address" }).check(z.trim(), z.minLength(1, "Please enter your email address"), z.maxLength(254, tooLong(254))),
  z.email("Please enter a valid email address"),
);

// Digits with the usual separators; 7 to 15 digits covers Nigerian and international numbers.
const isPhoneNumber = (value: string) => {
  const digits = value.replace(/\D/g, "").length;
  return /^\+?[\d\s()-]+$/.test(value) && digits >= 7 && digits <= 15;
};
const phone = text("Please enter your phone number", 32).check(z.refine(isPhoneNumber, "Please enter a valid phone number"));

// Stored as the type's key; an older label ("Corporate Event") posted to the API still names it.
const eventType = (options: Option[]) =>
  z.pipe(
    z.pipe(
      z.string({ error: "Please choose an event type" }),
      z.transform((value) => eventTypeKey(value) ?? value),
    ),
    z.string().check(z.refine((value) => options.some((option) => option.value === value), "Please choose an event type")),
  );

const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

const eventDate = z.string({ error: "Please choose the event date" }).check(
  z.trim(),
  z.minLength(1, "Please choose the event date"),
  z.refine(isCalendarDate, "Please choose a valid date"),
  z.refine((value) => !isCalendarDate(value) || value >= lagosDate(), "The event date cannot be in the past"),
);

const guestCount = z.pipe(
  z.transform((value: unknown) => (value === "" || value === null || value === undefined ? undefined : typeof value === "string" ? Number(value) : value)),
  z.optional(
    z
      .number({ error: "Guest count must be a number" })
      .check(z.refine(Number.isInteger, "Guest count must be a whole number"), z.gte(1, "Guest count must be at least 1"), z.lte(100_000, "Guest count is too large")),
  ),
);

const budget = z.pipe(
  z.transform((value: unknown) => (value === "" || value === null ? undefined : value)),
  z.optional(z.string({ error: "Please choose a budget" }).check(z.refine((value) => budgetOptions.some((option) => option.value === value), "Please choose a budget"))),
);

const homeContactSchema = z.object({
  name,
  email,
  phone,
  eventType: eventType(homeEventTypes),
  eventDate,
  message: text("Please tell us about your event", 5000),
});

export const contactPageSchema = z.object({
  name,
  email,
  phone,
  eventType: eventType(contactEventTypes),
  eventDate,
  venue: text("Please enter the venue", 200),
  guestCount,
  budget,
  message: optionalText(5000),
});

const fullQuoteRequestSchema = z.object({
  name,
  email,
  phone,
  company: optionalText(120),
  eventType: eventType(quoteRequestEventTypes),
  eventDate,
  venue: optionalText(200),
  guestCount,
  message: optionalText(5000),
});

export const shortQuoteRequestSchema = z.object({
  name,
  phone,
  eventType: eventType(quoteRequestEventTypes),
  eventDate,
  message: optionalText(5000),
});

export const enquirySchemas = {
  home: homeContactSchema,
  contact: contactPageSchema,
  "quote-full": fullQuoteRequestSchema,
  quote: shortQuoteRequestSchema,
} satisfies Record<EnquirySource, z.ZodMiniType>;

/** Every field any enquiry form can carry, as stored. */
export type EnquiryInput = {
  name: string;
  email?: string;
  phone: string;
  eventType: string;
  eventDate: string;
  message?: string;
  venue?: string;
  guestCount?: number;
  budget?: string;
  company?: string;
};

export const newsletterSchema = z.object({ email });

export const enquirySourceSchema = z.enum(["home", "contact", "quote", "quote-full"]);

export { ENQUIRY_SOURCE_FIELD, SPAM_FIELDS } from "./enquiry-fields";
