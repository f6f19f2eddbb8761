// Why a Google connection did not complete, as a code in the admin's return URL
// (/admin/reviews?google=error&reason=state-expired). The toast shows only these fixed texts, so a
// link crafted by someone else cannot put words of theirs into the panel.
export const connectionFailures = {
  "state-missing": "The answer from Google had no state. Start again with Connect.",
  "state-unknown": "This sign-in link is unknown or was already used. Start again with Connect.",
  "state-used": "This sign-in link was already used. Start again with Connect.",
  "state-other": "This sign-in link belongs to another sign-in. Start again with Connect.",
  "state-expired": "This sign-in link expired (10 minutes). Start again with Connect.",
  denied: "Access was not granted at Google.",
  "google-error": "Google answered with an error. Start again with Connect.",
  "no-code": "The answer from Google had no authorization code. Start again with Connect.",
  "exchange-failed": "Google did not complete the connection. Check the Google settings the set-up guide lists, then Connect again.",
} as const;

export type ConnectionFailure = keyof typeof connectionFailures;

/** The fixed text for a code from the URL; anything else gets the generic advice. */
export const connectionFailureText = (code: string | null) =>
  code && Object.hasOwn(connectionFailures, code) ? connectionFailures[code as ConnectionFailure] : "Try Connect again.";
