import "server-only";
import { after } from "next/server";

/**
 * Runs work once the response has gone out. Outside a request (scripts, tests) there is no
 * "after": a promise runs on regardless, and a deferred task is left to whoever drives that code
 * (the outbox timer and cron route, or the test itself).
 */
export function afterResponse(work: Promise<unknown> | (() => Promise<unknown>)): void {
  try {
    after(work);
  } catch {
    // No request scope.
  }
}
