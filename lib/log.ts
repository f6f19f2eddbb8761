import "server-only";
import { trace } from "@opentelemetry/api";

// The server's log lines (issue 65): readable lines by default, as console writes them; with
// LOG_FORMAT=json each line is one JSON object ({ time, level, message, trace_id, span_id,
// details }) carrying the trace id of the request it belongs to, so a collector joins logs to traces.

type Level = "info" | "warn" | "error";

const detailOf = (value: unknown): unknown => (value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value);

function jsonLine(level: Level, message: string, details: unknown[]): string {
  const span = trace.getActiveSpan()?.spanContext();
  const line = {
    time: new Date().toISOString(),
    level,
    message,
    ...(span ? { trace_id: span.traceId, span_id: span.spanId } : {}),
    ...(details.length ? { details: details.map(detailOf) } : {}),
  };
  try {
    return JSON.stringify(line);
  } catch {
    // A detail that cannot be written as JSON (a cycle) is written as text.
    return JSON.stringify({ ...line, details: details.map((detail) => String(detail)) });
  }
}

function write(level: Level, message: string, details: unknown[]): void {
  if (process.env.LOG_FORMAT !== "json") {
    (level === "info" ? console.info : level === "warn" ? console.warn : console.error)(message, ...details);
    return;
  }
  (level === "info" ? process.stdout : process.stderr).write(`${jsonLine(level, message, details)}\n`);
}

export const logInfo = (message: string, ...details: unknown[]) => write("info", message, details);
export const logWarn = (message: string, ...details: unknown[]) => write("warn", message, details);
export const logError = (message: string, ...details: unknown[]) => write("error", message, details);
