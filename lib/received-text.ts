// Text as the site receives it from anyone (JSON bodies, forms, webhooks), made safe to store.

/** Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** Text without bidi controls: a name can otherwise show the band reversed text ("\u202Egnp.exe" reads as "exe.png") in the inbox, a mail or a CSV. */
export const withoutBidiControls = (value: string) => value.replace(BIDI_CONTROLS, "");

/**
 * "\ud800" is valid JSON but no valid text (lone surrogates break encodeURIComponent and the
 * database driver), and PostgreSQL refuses a NUL in text (a 500 where a client's mistake deserves a
 * 400), so both are mended here, and bidi controls removed.
 */
export const receivedText = (value: string) => withoutBidiControls(value.toWellFormed().replaceAll("\u0000", ""));
