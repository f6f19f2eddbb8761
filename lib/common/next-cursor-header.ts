// Apart from the cursor's schema (lib/validation/page-cursor.ts): the browser's API client reads
// this header, and the public forms load that client without Zod (tests/e2e/headers.spec.ts).

/** The answer's header naming the next page of a list; absent on the last one. */
export const NEXT_CURSOR_HEADER = "X-Next-Cursor";
