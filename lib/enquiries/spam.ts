import { SPAM_FIELDS } from "../validation/enquiry";

export const MIN_FILL_MS = 3000;
/** One autofilled email field can honestly be sent in a second or two. */
export const NEWSLETTER_MIN_FILL_MS = 1000;

/**
 * True when a submission came from a bot: it filled the hidden field, or was sent sooner after
 * the form appeared than a person could type. A missing start time (no JavaScript, or the JSON
 * API) is judged on content alone.
 */
export function looksAutomated(fields: Record<string, unknown>, minFillMs = MIN_FILL_MS, now = Date.now()): boolean {
  const honeypot = fields[SPAM_FIELDS.honeypot];
  if (typeof honeypot === "string" && honeypot.trim() !== "") return true;
  const startedAt = Number(fields[SPAM_FIELDS.startedAt]);
  return Number.isFinite(startedAt) && startedAt > 0 && now - startedAt < minFillMs;
}
