import "server-only";
import { after } from "next/server";
import { drainOutbox } from "./outbox";

/** Sends what is due once the response has gone out, so the visitor never waits on the mail server. */
export function drainAfterResponse(): void {
  try {
    after(async () => {
      await drainOutbox().catch((error) => console.error("outbox drain failed", error));
    });
  } catch {
    // Outside a request (scripts, tests) there is no "after"; the timer and the cron route drain.
  }
}
