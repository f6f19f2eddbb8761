// The enquiry forms' plain constants, apart from the schemas so the browser can use them without
// loading zod (see lib/forms/lazy-resolver.ts).

/** Today in Lagos (UTC+1), as YYYY-MM-DD. */
export const lagosToday = () => new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);

/** The fields that only bots fill in or rush through. Not part of any form's data. */
export const SPAM_FIELDS = { honeypot: "website", startedAt: "formStartedAt" } as const;

/** The hidden field that says which form an enquiry came from. */
export const ENQUIRY_SOURCE_FIELD = "formSource";
