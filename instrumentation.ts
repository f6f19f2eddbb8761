// Runs once when the server starts. A long-running server (npm start) retries queued emails on
// its own every minute, and syncs Google reviews daily; on Vercel, where nothing runs between
// requests, the cron routes do it.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.VERCEL || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startOutboxTimer } = await import("./lib/email/timer");
  startOutboxTimer();
  const { startReviewsTimer } = await import("./lib/reviews/timer");
  startReviewsTimer();
}
