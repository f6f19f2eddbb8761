import "server-only";
import { SPAM_FIELDS } from "@/lib/validation/enquiry";

export const MIN_FILL_MS = 3000;
/** One autofilled email field can honestly be sent in a second or two. */
export const NEWSLETTER_MIN_FILL_MS = 1000;

/**
 * True when a submission came from a bot: it filled the hidden field, or was sent sooner after
 * the form appeared than a person could type. A missing fill time (no JavaScript, or the JSON
 * API) is judged on content alone.
 */
export function looksAutomated(fields: Record<string, unknown>, minFillMs = MIN_FILL_MS): boolean {
  return spamReason(fields, minFillMs) !== null;
}

/** Why a submission looks automated, in words for the admin; null when it looks human. */
export function spamReason(fields: Record<string, unknown>, minFillMs = MIN_FILL_MS): string | null {
  const honeypot = fields[SPAM_FIELDS.honeypot];
  if (typeof honeypot === "string" && honeypot.trim() !== "") return "The hidden anti-spam field was filled in (bots do this; so can a browser's autofill)";
  const fillTime = fields[SPAM_FIELDS.fillTime];
  if (typeof fillTime !== "string" || fillTime.trim() === "") return null;
  const fillMs = Number(fillTime);
  if (!Number.isFinite(fillMs) || fillMs < 0 || fillMs >= minFillMs) return null;
  return `Sent ${(fillMs / 1000).toFixed(1)} s after the form appeared, faster than a person types`;
}
