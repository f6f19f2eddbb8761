import "server-only";
import { nightlyBackupIfDue } from "@/lib/backup/runs";
import { syncReviewsIfDue } from "@/lib/reviews/daily-sync";
import { runMinutelyJobs } from "./minutely";
import { logError } from "@/lib/log";

// The scheduled work of a long-running server (npm start), started once by instrumentation.ts.
// On Vercel, where nothing runs between requests, the cron routes (/api/cron/outbox,
// /api/cron/reviews and /api/cron/backup) run the same jobs instead.
const MINUTE_MS = 60_000;
const REVIEWS_CHECK_MS = 3_600_000;
const BACKUP_CHECK_MS = 5 * MINUTE_MS;

/** Runs `job` every `everyMs` (and once `firstAfterMs` after start, when given), never twice at once. */
function every(everyMs: number, job: () => Promise<void>, firstAfterMs?: number): void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await job();
    } finally {
      running = false;
    }
  };
  if (firstAfterMs !== undefined) setTimeout(run, firstAfterMs).unref();
  setInterval(run, everyMs).unref();
}

export function startJobTimers(): void {
  // Reminders, then the outbox: every minute.
  every(MINUTE_MS, () =>
    runMinutelyJobs().then(
      () => undefined,
      (error: unknown) => logError("outbox drain failed", error),
    ),
  );
  // Whether the daily Google reviews sync is due: a minute after start, then every hour.
  every(
    REVIEWS_CHECK_MS,
    () =>
      syncReviewsIfDue().then(
        (outcome) => {
          if (outcome.ran && "error" in outcome) logError("daily reviews sync failed:", outcome.error);
        },
        (error: unknown) => logError("daily reviews sync failed", error),
      ),
    MINUTE_MS,
  );
  // Whether tonight's backup is due (02:30 Lagos time): every five minutes, unless BACKUP_NIGHTLY=off.
  if (process.env.BACKUP_NIGHTLY !== "off") {
    every(BACKUP_CHECK_MS, () =>
      nightlyBackupIfDue().then(
        () => undefined,
        (error: unknown) => logError("nightly backup failed", error),
      ),
    );
  }
}
