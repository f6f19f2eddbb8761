// Runs once when the server starts. It opens the page cache that keeps pages and cached reads with
// the install's data (lib/cache/install.ts). A long-running server (npm start) also runs the
// scheduled work itself (lib/jobs: reminders and queued messages every minute, the daily Google
// reviews sync); on Vercel, where nothing runs between requests, the cron routes do it and the
// platform keeps the pages.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.VERCEL || process.env.NEXT_PHASE === "phase-production-build") return;
  const { installPageCache } = await import("./lib/cache/install");
  installPageCache();
  const { startJobTimers } = await import("./lib/jobs/timers");
  startJobTimers();
}
