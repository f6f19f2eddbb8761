import { SPAM_FIELDS } from "../validation/enquiry";

export const MIN_FILL_MS = 3000;
/** One autofilled email field can honestly be sent in a second or two. */
export const NEWSLETTER_MIN_FILL_MS = 1000;

/**
 * True when a submission came from a bot: it filled the hidden field, or was sent sooner after
 * the form appeared than a person could type. A missing fill time (no JavaScript, or the JSON
 * API) is judged on content alone.
 */
export function looksAutomated(fields: Record<string, unknown>, minFillMs = MIN_FILL_MS): boolean {
  const honeypot = fields[SPAM_FIELDS.honeypot];
  if (typeof honeypot === "string" && honeypot.trim() !== "") return true;
  const fillTime = fields[SPAM_FIELDS.fillTime];
  if (typeof fillTime !== "string" || fillTime.trim() === "") return false;
  const fillMs = Number(fillTime);
  return Number.isFinite(fillMs) && fillMs >= 0 && fillMs < minFillMs;
}
