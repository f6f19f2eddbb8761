// Runs once when the server starts. With OTEL_EXPORTER_OTLP_ENDPOINT it starts the traces
// (lib/tracing/register.ts), on Vercel too. It opens the page cache that keeps pages and cached reads with
// the install's data (lib/cache/install.ts). A long-running server (npm start) also runs the
// scheduled work itself (lib/jobs: reminders and queued messages every minute, the daily Google
// reviews sync); on Vercel, where nothing runs between requests, the cron routes do it and the
// platform keeps the pages.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  // Traces only when a collector is named (issue 65): without one, nothing of OpenTelemetry's SDK is loaded.
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) {
    const { registerTracing } = await import("./lib/tracing/register");
    registerTracing();
  }
  if (process.env.VERCEL) return;
  const { installPageCache } = await import("./lib/cache/install");
  installPageCache();
  const { startJobTimers } = await import("./lib/jobs/timers");
  startJobTimers();
}
