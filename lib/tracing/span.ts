import "server-only";
import { SpanKind, SpanStatusCode, trace, type Attributes } from "@opentelemetry/api";

// A span around an outbound call that is not a fetch (the fetch instrumentation sees those): S3,
// the push services, SMTP. Without a registered tracer (no collector named) the API's tracer does
// nothing. An error marks the span failed without its message, which may name a person.

const tracer = trace.getTracer("band-website");

export function traced<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : "error" });
      throw error;
    } finally {
      span.end();
    }
  });
}
