// Text as the site receives it from anyone (JSON bodies, forms, webhooks), made safe to store.

/**
 * "\ud800" is valid JSON but no valid text (lone surrogates break encodeURIComponent and the
 * database driver), and PostgreSQL refuses a NUL in text (a 500 where a client's mistake deserves a
 * 400), so both are mended here.
 */
export const receivedText = (value: string) => value.toWellFormed().replaceAll("\u0000", "");
