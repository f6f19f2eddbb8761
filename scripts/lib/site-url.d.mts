// Types for site-url.mjs, which the tests import.
export function siteUrlProblem(env?: Record<string, string | undefined>): string | null;
