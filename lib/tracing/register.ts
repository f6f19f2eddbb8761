import "server-only";
import type { Context } from "@opentelemetry/api";
import { PrismaInstrumentation } from "@prisma/instrumentation";
import { BatchSpanProcessor, type ReadableSpan, type Span, type SpanProcessor } from "@opentelemetry/sdk-trace-base";
import { OTLPHttpJsonTraceExporter, OTLPHttpProtoTraceExporter, registerOTel } from "@vercel/otel";
import { scrubbedSpan } from "./scrub";

// Traces (issue 65), loaded by instrumentation.ts only when OTEL_EXPORTER_OTLP_ENDPOINT (or
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) names a collector: Next.js's own spans (page renders, route
// handlers), Prisma's queries (its own tracing hook), outbound fetches (Meta, Paystack, Google) and
// the spans lib/tracing/span.ts opens around S3, push services and SMTP. Sent over OTLP/HTTP
// (OTEL_EXPORTER_OTLP_PROTOCOL: http/protobuf, or http/json) in the background from a bounded
// queue: a collector that is down costs a request nothing, and spans beyond the queue are dropped.

/** Hands each finished span to the export cleaned of personal data (lib/tracing/scrub.ts). */
class ScrubbingSpanProcessor implements SpanProcessor {
  constructor(private readonly next: SpanProcessor) {}
  onStart(span: Span, parentContext: Context): void {
    this.next.onStart(span, parentContext);
  }
  onEnd(span: ReadableSpan): void {
    this.next.onEnd(scrubbedSpan(span));
  }
  forceFlush(): Promise<void> {
    return this.next.forceFlush();
  }
  shutdown(): Promise<void> {
    return this.next.shutdown();
  }
}

/** OTEL_EXPORTER_OTLP_HEADERS / _TRACES_HEADERS: "name=value,name2=value2" (values URL-encoded, as the specification says). */
function otlpHeaders(env: NodeJS.ProcessEnv): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const pair of (env.OTEL_EXPORTER_OTLP_TRACES_HEADERS ?? env.OTEL_EXPORTER_OTLP_HEADERS ?? "").split(",")) {
    const at = pair.indexOf("=");
    if (at > 0) headers[decodeURIComponent(pair.slice(0, at).trim())] = decodeURIComponent(pair.slice(at + 1).trim());
  }
  return headers;
}

function traceExporter(env = process.env) {
  const url = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || `${env.OTEL_EXPORTER_OTLP_ENDPOINT!.replace(/\/+$/, "")}/v1/traces`;
  const config = { url, headers: otlpHeaders(env) };
  const protocol = env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL;
  return protocol === "http/json" ? new OTLPHttpJsonTraceExporter(config) : new OTLPHttpProtoTraceExporter(config);
}

const numberFrom = (value: string | undefined, fallback: number) => (Number.isFinite(Number(value)) && Number(value) > 0 ? Number(value) : fallback);

export function registerTracing(env = process.env): void {
  const batches = new BatchSpanProcessor(traceExporter(env), {
    maxQueueSize: numberFrom(env.OTEL_BSP_MAX_QUEUE_SIZE, 2048),
    scheduledDelayMillis: numberFrom(env.OTEL_BSP_SCHEDULE_DELAY, 5000),
    exportTimeoutMillis: numberFrom(env.OTEL_BSP_EXPORT_TIMEOUT, 10_000),
  });
  registerOTel({
    serviceName: env.OTEL_SERVICE_NAME || "band-website",
    instrumentations: ["fetch", new PrismaInstrumentation()],
    spanProcessors: [new ScrubbingSpanProcessor(batches)],
  });
}
