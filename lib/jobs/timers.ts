import "server-only";
import { nightlyBackupIfDue, nightlyBackupOn } from "@/lib/backup/runs";
import { runRetention } from "@/lib/privacy/retention";
import { syncReviewsIfDue } from "@/lib/reviews/daily-sync";
import { runMinutelyJobs } from "./minutely";
import { logError } from "@/lib/log";

// The scheduled work of a long-running server (npm start), started once by instrumentation.ts.
// On Vercel, where nothing runs between requests, the cron routes (/api/cron/outbox,
// /api/cron/reviews, /api/cron/backup and /api/cron/retention) run the same jobs instead.
const MINUTE_MS = 60_000;
const REVIEWS_CHECK_MS = 3_600_000;
const BACKUP_CHECK_MS = 5 * MINUTE_MS;
const RETENTION_EVERY_MS = 24 * 60 * MINUTE_MS;

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
  // The retention periods (issue 66): ten minutes after start, then daily.
  every(
    RETENTION_EVERY_MS,
    () =>
      runRetention().then(
        () => undefined,
        (error: unknown) => logError("retention run failed", error),
      ),
    10 * MINUTE_MS,
  );
  // Whether tonight's backup is due (02:30 Lagos time): every five minutes, unless BACKUP_NIGHTLY=off.
  if (nightlyBackupOn()) {
    every(BACKUP_CHECK_MS, () =>
      nightlyBackupIfDue().then(
        () => undefined,
        (error: unknown) => logError("nightly backup failed", error),
      ),
    );
  }
}
