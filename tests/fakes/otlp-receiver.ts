import http from "node:http";

// A local OpenTelemetry collector's OTLP/HTTP trace endpoint (POST /v1/traces, JSON encoding:
// OTEL_EXPORTER_OTLP_PROTOCOL=http/json), keeping every span it receives with its attributes
// flattened to plain values.

type AnyValue = { stringValue?: string; intValue?: string | number; doubleValue?: number; boolValue?: boolean; arrayValue?: { values?: AnyValue[] } };
type KeyValue = { key: string; value: AnyValue };
type OtlpSpan = { traceId: string; spanId: string; name: string; attributes?: KeyValue[] };
type ExportRequest = { resourceSpans?: { resource?: { attributes?: KeyValue[] }; scopeSpans?: { scope?: { name?: string }; spans?: OtlpSpan[] }[] }[] };

type ReceivedSpan = { traceId: string; name: string; scope: string; attributes: Record<string, unknown>; service: string };

const plain = (value: AnyValue): unknown => value.stringValue ?? value.intValue ?? value.doubleValue ?? value.boolValue ?? value.arrayValue?.values?.map(plain) ?? null;
const record = (attributes: KeyValue[] = []) => Object.fromEntries(attributes.map(({ key, value }) => [key, plain(value)]));

export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.method !== "POST" || request.url !== "/v1/traces" || !String(request.headers["content-type"]).startsWith("application/json")) {
        response.writeHead(415).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ExportRequest;
      for (const resource of body.resourceSpans ?? []) {
        const service = String(record(resource.resource?.attributes)["service.name"] ?? "");
        for (const scope of resource.scopeSpans ?? []) {
          for (const span of scope.spans ?? [])
            spans.push({ traceId: span.traceId, name: span.name, scope: scope.scope?.name ?? "", attributes: record(span.attributes), service });
        }
      }
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, spans, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
