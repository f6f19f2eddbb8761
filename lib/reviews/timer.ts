import "server-only";
import { syncReviewsIfDue } from "./daily-sync";

// Under `npm start` the server checks every hour whether the daily reviews sync is due; on
// Vercel the cron route /api/cron/reviews does it.
const CHECK_EVERY_MS = 3_600_000;
const FIRST_CHECK_MS = 60_000;

export function startReviewsTimer(): void {
  let running = false;
  const check = async () => {
    if (running) return;
    running = true;
    try {
      const outcome = await syncReviewsIfDue();
      if (outcome.ran && "error" in outcome) console.error("daily reviews sync failed:", outcome.error);
    } catch (error) {
      console.error("daily reviews sync failed", error);
    } finally {
      running = false;
    }
  };
  setTimeout(check, FIRST_CHECK_MS).unref();
  setInterval(check, CHECK_EVERY_MS).unref();
}
