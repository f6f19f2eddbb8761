// Runs once when the server starts. A long-running server (npm start) retries queued emails on
// its own every minute; on Vercel, where nothing runs between requests, the cron route does it.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.VERCEL || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startOutboxTimer } = await import("./lib/email/timer");
  startOutboxTimer();
}
