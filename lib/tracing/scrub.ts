import "server-only";
import type { Attributes, AttributeValue } from "@opentelemetry/api";
import type { ReadableSpan } from "@opentelemetry/sdk-trace-base";

// What leaves for the collector carries no personal data (issue 65): no email addresses, no phone
// numbers, no query strings (tokens, search words, emails), and a path's token parts as ":token"
// (/booking/<token>, /gig/<token>, a calendar feed's address). Applied to every span's name,
// attributes and events before export (lib/tracing/register.ts).

const EMAIL = /[^\s@<>()"',;:/?#]+@[^\s@<>()"',;:/?#]+\.[a-z]{2,}/gi;
/**
 * A phone number in any form the forms accept: +234 803 123 4567, 08031234567, 2348031234567; never
 * one starting inside a longer number or a date, nor an ISO date (2026-12-05, an event's date in a trace).
 */
const PHONE = /(?<![\d-])(?!\d{4}-\d{2}-\d{2}(?!\d))(?:\+|\()?\d[\d\s().-]{7,}\d/g;
/** A path segment that is a token: long, of a token's alphabet, with letters and digits mixed. */
const isToken = (segment: string) => segment.length >= 16 && /^[A-Za-z0-9_.~-]+$/.test(segment) && /\d/.test(segment) && /[A-Za-z]/.test(segment);

function scrubPathPart(text: string): string {
  return text
    .split("/")
    .map((segment) => (isToken(segment) ? ":token" : segment))
    .join("/");
}

/** One string as it may leave: a URL or a path without its query and with its tokens replaced; no email, no phone. */
export function scrubText(text: string): string {
  let cleaned = text.replace(/[?#][^\s]*/g, "");
  cleaned = cleaned.replace(/(?:https?:\/\/[^\s/]+)?\/[^\s]*/g, (pathOrUrl) => scrubPathPart(pathOrUrl));
  return cleaned.replace(EMAIL, "[email]").replace(PHONE, "[number]");
}

const scrubValue = (value: AttributeValue | undefined): AttributeValue | undefined => {
  if (typeof value === "string") return scrubText(value);
  if (Array.isArray(value)) return value.map((item) => (typeof item === "string" ? scrubText(item) : item)) as AttributeValue;
  return value;
};

export function scrubAttributes(attributes: Attributes): Attributes {
  const cleaned: Attributes = {};
  for (const [key, value] of Object.entries(attributes)) cleaned[key] = scrubValue(value);
  return cleaned;
}

/** The span as the exporter reads it, cleaned: its own name, attributes and events; the rest read through to the span. */
export function scrubbedSpan(span: ReadableSpan): ReadableSpan {
  return Object.create(span, {
    name: { value: scrubText(span.name) },
    attributes: { value: scrubAttributes(span.attributes) },
    events: { value: span.events.map((event) => ({ ...event, attributes: event.attributes ? scrubAttributes(event.attributes) : undefined })) },
  }) as ReadableSpan;
}
