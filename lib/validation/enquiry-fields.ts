// The enquiry forms' plain constants, apart from the schemas so the browser can use them without
// loading zod (see lib/browser/lazy-resolver.ts).

/** The fields that only bots fill in or rush through. Not part of any form's data. */
// The fill time is measured in the browser, from when the form appeared to when it was sent, so a
// visitor's clock being wrong cannot make a person look like a bot.
export const SPAM_FIELDS = { honeypot: "website", fillTime: "formFillMs" } as const;

/** The hidden field that says which form an enquiry came from. */
export const ENQUIRY_SOURCE_FIELD = "formSource";
