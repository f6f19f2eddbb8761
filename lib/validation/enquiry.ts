import { z } from "zod";
import { budgetOptions, contactEventTypes, homeEventTypes, quoteEventTypes, shortQuoteEventTypes, type EnquirySource, type Option } from "@/content/enquiries";

// One schema per form, used by the browser form, the server action and POST /api/contacts.

const text = (required: string, max: number) => z.string({ error: required }).trim().min(1, required).max(max, `Please keep this under ${max} characters`);

const optionalText = (max: number) =>
  z.preprocess((value) => (value === null ? undefined : value), z.string({ error: "Must be text" }).trim().max(max, `Please keep this under ${max} characters`).optional())
    .transform((value) => value || undefined);

const name = text("Please enter your name", 120);
const email = z.string({ error: "Please enter your email address" }).trim().min(1, "Please enter your email address").max(254).pipe(z.email("Please enter a valid email address"));

// Digits with the usual separators; 7 to 15 digits covers Nigerian and international numbers.
const phone = text("Please enter your phone number", 32).refine(
  (value) => /^\+?[\d\s()-]+$/.test(value) && value.replace(/\D/g, "").length >= 7 && value.replace(/\D/g, "").length <= 15,
  "Please enter a valid phone number",
);

const eventType = (options: Option[]) =>
  z.string({ error: "Please choose an event type" }).refine((value) => options.some((option) => option.value === value), "Please choose an event type");

const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** Today in Lagos (UTC+1), as YYYY-MM-DD. */
export const lagosToday = () => new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);

const eventDate = z
  .string({ error: "Please choose the event date" })
  .trim()
  .min(1, "Please choose the event date")
  .refine(isCalendarDate, "Please choose a valid date")
  .refine((value) => !isCalendarDate(value) || value >= lagosToday(), "The event date cannot be in the past");

const guestCount = z.preprocess(
  (value) => (value === "" || value === null || value === undefined ? undefined : typeof value === "string" ? Number(value) : value),
  z.number({ error: "Guest count must be a number" }).int("Guest count must be a whole number").min(1, "Guest count must be at least 1").max(100_000, "Guest count is too large").optional(),
);

const budget = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  z.string({ error: "Please choose a budget" }).refine((value) => budgetOptions.some((option) => option.value === value), "Please choose a budget").optional(),
);

export const homeContactSchema = z.object({
  name, email, phone,
  eventType: eventType(homeEventTypes),
  eventDate,
  message: text("Please tell us about your event", 5000),
});

export const contactPageSchema = z.object({
  name, email, phone,
  eventType: eventType(contactEventTypes),
  eventDate,
  venue: text("Please enter the venue", 200),
  guestCount,
  budget,
  message: optionalText(5000),
});

export const fullQuoteSchema = z.object({
  name, email, phone,
  eventType: eventType(quoteEventTypes),
  eventDate,
  message: optionalText(5000),
});

export const shortQuoteSchema = z.object({
  name, phone,
  eventType: eventType(shortQuoteEventTypes),
  eventDate,
  message: optionalText(5000),
});

export const enquirySchemas = {
  home: homeContactSchema,
  contact: contactPageSchema,
  "quote-full": fullQuoteSchema,
  quote: shortQuoteSchema,
} satisfies Record<EnquirySource, z.ZodType>;

/** Every field any enquiry form can carry, as stored. */
export type EnquiryInput = {
  name: string; email?: string; phone: string; eventType: string; eventDate: string;
  message?: string; venue?: string; guestCount?: number; budget?: string;
};

export const newsletterSchema = z.object({ email });

export const enquirySourceSchema = z.enum(["home", "contact", "quote", "quote-full"]);

/** The fields that only bots fill in or rush through. Not part of any form's data. */
export const SPAM_FIELDS = { honeypot: "website", startedAt: "formStartedAt" } as const;

/** The hidden field that says which form an enquiry came from. */
export const ENQUIRY_SOURCE_FIELD = "formSource";
