// Runs once when the server starts. It opens the page cache that keeps pages and cached reads with
// the install's data (lib/cache/install.ts). A long-running server (npm start) also retries queued
// emails on its own every minute, and syncs Google reviews daily; on Vercel, where nothing runs
// between requests, the cron routes do it and the platform keeps the pages.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.VERCEL || process.env.NEXT_PHASE === "phase-production-build") return;
  const { installPageCache } = await import("./lib/cache/install");
  installPageCache();
  const { startOutboxTimer } = await import("./lib/outbox/timer");
  startOutboxTimer();
  const { startReviewsTimer } = await import("./lib/reviews/timer");
  startReviewsTimer();
}
