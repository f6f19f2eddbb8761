import "server-only";
import { afterResponse } from "@/lib/after-response";
import { drainOutbox } from "./drain";
import { logError } from "@/lib/log";

/** Sends what is due once the response has gone out, so the visitor never waits on the mail server. */
export function drainAfterResponse(): void {
  afterResponse(() => drainOutbox().catch((error) => logError("outbox drain failed", error)));
}
