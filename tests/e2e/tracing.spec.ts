import { expect, test } from "@playwright/test";
import { startProductionServer, type ProductionServer } from "../../scripts/lib/production-server.mjs";
import { startOtlpReceiver } from "../fakes/otlp-receiver";
import { inDays } from "./support";

// Issue 65, item 4: with OTEL_EXPORTER_OTLP_ENDPOINT set, the server sends its traces to a local
// OTLP/HTTP receiver: a page and an enquiry yield spans with their route and the database queries
// under them, with no email address or phone number in any span; with LOG_FORMAT=json each log
// line is JSON, and one written during a request carries that request's trace id.

let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let server: ProductionServer;
const logLines: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  receiver = await startOtlpReceiver();
  server = await startProductionServer({
    prefix: "band-tracing-",
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
      OTEL_SERVICE_NAME: "band-tracing-test",
      OTEL_BSP_SCHEDULE_DELAY: "200",
      LOG_FORMAT: "json",
      // Not understood: the server logs why on the first request that needs the client's address.
      TRUST_PROXY: "not-an-address!",
    },
  });
  for (const stream of [server.child.stdout, server.child.stderr]) {
    let rest = "";
    stream?.on("data", (chunk: Buffer) => {
      const lines = (rest + chunk.toString("utf8")).split("\n");
      rest = lines.pop() ?? "";
      logLines.push(...lines.filter(Boolean));
    });
  }
});

test.afterAll(async () => {
  await server?.stop();
  await receiver?.close();
});

test("a page and an enquiry are traced with their routes and queries, and nothing personal leaves", async () => {
  test.setTimeout(120_000);
  const email = "ada.traced@example.com";
  const phone = "08035550147";
  expect((await fetch(`${server.url}/testimonials`)).status).toBe(200);
  const enquiry = await fetch(`${server.url}/api/contacts?ref=${encodeURIComponent(email)}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Ada Traced", email, phone, eventType: "Wedding", eventDate: inDays(90), source: "quote", message: `Call ${phone} or write to ${email}` }),
  });
  expect(enquiry.status).toBe(201);

  await expect
    .poll(() => receiver.spans.filter((span) => span.attributes["next.route"] === "/api/contacts" || span.attributes["http.route"] === "/api/contacts").length, { timeout: 30_000 })
    .toBeGreaterThan(0);
  const routeSpan = receiver.spans.find((span) => span.attributes["next.route"] === "/api/contacts" || span.attributes["http.route"] === "/api/contacts")!;
  expect(routeSpan.service).toBe("band-tracing-test");
  // Prisma's queries of that request, in the same trace.
  await expect.poll(() => receiver.spans.some((span) => span.traceId === routeSpan.traceId && span.name.startsWith("prisma:")), { timeout: 30_000 }).toBe(true);
  // The page's render.
  expect(receiver.spans.some((span) => JSON.stringify(span).includes("/testimonials"))).toBe(true);

  const everything = JSON.stringify(receiver.spans);
  expect(everything).not.toContain("@example.com");
  expect(everything).not.toContain("5550147");
  expect(everything).not.toContain("ref=");

  // The log line written during the enquiry is JSON and carries a trace id that reached the receiver.
  const written = logLines.map((line) => {
    try {
      return JSON.parse(line) as { level?: string; message?: string; trace_id?: string };
    } catch {
      return null;
    }
  });
  const proxyLine = written.find((line) => line?.message?.startsWith("TRUST_PROXY=not-an-address!"));
  expect(proxyLine).toMatchObject({ level: "error", trace_id: expect.stringMatching(/^[0-9a-f]{32}$/) });
  expect(receiver.spans.some((span) => span.traceId === proxyLine!.trace_id)).toBe(true);
});
