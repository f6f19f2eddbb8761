import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as subscribe } from "@/app/api/admin/push/subscriptions/route";
import { PUT as putSettings } from "@/app/api/admin/settings/route";
import { DIGEST_WINDOW_MS } from "@/lib/alerts/queue";
import { FLOOD_REASON } from "@/lib/conversations/inbound";
import { db } from "@/lib/db";
import { drainOutbox } from "@/lib/delivery/drain";
import { startFakePushService, type FakePushService } from "../fakes/push-service";
import { startFakeGraph, type FakeGraph } from "../fakes/whatsapp-graph";
import { localTlsCertificate } from "../support/local-tls.mjs";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { request } from "../support/requests";
import { delivery, inbound } from "../support/whatsapp-webhook";
import { deliverToWebhook, stubWhatsappEnv } from "../support/whatsapp-route";

// Issue 60: a wave of WhatsApp messages from new numbers sent one paid template alert per message
// (300 deliveries → 302 alerts in 40 s). New numbers beyond 10 an hour still become enquiries, but
// are announced in one digest per 15 minutes; a number past 20 messages in 10 minutes is held as spam.

const none = { params: Promise.resolve({}) };
let graph: FakeGraph;
let push: FakePushService;
let cookie = "";

const deliver = (body: unknown) => deliverToWebhook(body);
const number = (n: number) => `23480312${String(n).padStart(5, "0")}`;
const later = (ms: number) => () => new Date(Date.now() + ms);

beforeAll(async () => {
  graph = await startFakeGraph();
  push = await startFakePushService(localTlsCertificate());
});
afterAll(async () => {
  await graph.close();
  await push.close();
});
beforeEach(async () => {
  await resetDatabase();
  graph.accepted.length = 0;
  push.received.length = 0;
  vi.stubEnv("PUSH_SERVICE_HOSTS", push.host);
  stubWhatsappEnv(graph.url);
  vi.stubEnv("SMTP_URL", "");
  cookie = await signedInAdminCookie();
  expect((await putSettings(request("PUT", "/api/admin/settings", { cookie, body: { alertPhones: ["08030000111"] } }), none)).status).toBe(200);
});
afterEach(() => vi.unstubAllEnvs());

describe("a wave of new numbers", () => {
  it("turns 40 numbers into 40 enquiries, alerting the first 10 one by one and the other 30 in one digest", async () => {
    for (let n = 0; n < 40; n++) expect((await deliver(delivery(inbound(number(n), `Guest ${n}`, "Are you free on Saturday?")))).status).toBe(200);
    expect(await db.contact.count({ where: { source: "whatsapp", quarantinedAt: null } })).toBe(40);
    await drainOutbox({ limit: 100 });
    expect(graph.accepted.map((message) => message.template)).toEqual(Array(10).fill("new_enquiry"));
    // The digest waits for the end of its window, then counts the whole wave once.
    await drainOutbox({ limit: 100, now: later(DIGEST_WINDOW_MS + 1000) });
    const digests = graph.accepted.filter((message) => message.template === "new_enquiries_digest");
    expect(digests).toHaveLength(1);
    expect(digests[0]!.parameters).toEqual(["30", "http://localhost:3000/admin/enquiries"]);
    expect(graph.accepted).toHaveLength(11);
  });

  it("pushes the digest to each device the same way", async () => {
    const device = push.subscribe();
    expect((await subscribe(request("POST", "/api/admin/push/subscriptions", { cookie, body: device }), none)).status).toBe(201);
    for (let n = 0; n < 14; n++) await deliver(delivery(inbound(number(n), `Guest ${n}`, "Hello")));
    await drainOutbox({ limit: 100, now: later(DIGEST_WINDOW_MS + 1000) });
    const titles = push.received.map((received) => (received.payload as { title: string }).title);
    expect(titles.filter((title) => title.startsWith("New enquiry:"))).toHaveLength(10);
    expect(titles.filter((title) => !title.startsWith("New enquiry:"))).toEqual(["4 new WhatsApp enquiries"]);
    expect(push.received.at(-1)!.payload).toMatchObject({ url: "/admin/enquiries", tag: "whatsapp-digest" });
  });

  it("opens a new window once a digest is claimed, and names the template by WHATSAPP_DIGEST_TEMPLATE", async () => {
    vi.stubEnv("WHATSAPP_DIGEST_TEMPLATE", "wave_digest");
    for (let n = 0; n < 12; n++) await deliver(delivery(inbound(number(n), `Guest ${n}`, "Hello")));
    await drainOutbox({ limit: 100, now: later(DIGEST_WINDOW_MS + 1000) });
    for (let n = 12; n < 15; n++) await deliver(delivery(inbound(number(n), `Guest ${n}`, "Hello")));
    await drainOutbox({ limit: 100, now: later(DIGEST_WINDOW_MS + 1000) });
    expect(graph.accepted.filter((message) => message.template === "wave_digest").map((message) => message.parameters[0])).toEqual(["2", "3"]);
  });

  it("holds a number past 20 messages in 10 minutes in the spam folder, its later messages with it", async () => {
    for (let i = 0; i < 25; i++) await deliver(delivery(inbound(number(99), "Flooder", `message ${i}`)));
    const enquiries = await db.contact.findMany({ where: { phoneDigits: number(99) }, include: { _count: { select: { whatsappMessages: true } } } });
    expect(enquiries).toHaveLength(1);
    expect(enquiries[0]).toMatchObject({ spamReason: FLOOD_REASON });
    expect(enquiries[0]!.quarantinedAt).not.toBeNull();
    expect(enquiries[0]!._count.whatsappMessages).toBe(25);
    expect(await db.outbox.count({ where: { sentAt: null } })).toBe(0); // its unsent alert dropped, as a form's spam never alerts
  });

  it("stores a delivery of 250 messages in bounded batches, and one past its time is delivered again without loss", async () => {
    const many = (from: number) => Array.from({ length: 250 }, (_, i) => inbound(number(from + i), `Guest ${from + i}`, "Hi"));
    // Through the webhook: stored in time (200), or, on a busy machine, in part (503) and then
    // whole on Meta's redelivery, with what was stored skipped.
    const body = delivery(...many(1000));
    let response = await deliver(body);
    for (let redelivery = 0; response.status === 503 && redelivery < 5; redelivery++) response = await deliver(body);
    expect(response.status).toBe(200);
    expect(await db.whatsappMessage.count()).toBe(250);
    expect(await db.contact.count()).toBe(250);
    // A deadline already past: the first batch is stored, then Meta is asked to deliver again.
    const { receiveWhatsapp } = await import("@/lib/conversations/inbound");
    const { readDelivery, webhookDeliverySchema } = await import("@/lib/whatsapp-cloud/webhook");
    const second = readDelivery(webhookDeliverySchema.parse(delivery(...many(2000))));
    const partial = await receiveWhatsapp(second, "http://localhost:3000", Date.now() - 1);
    expect(partial).toMatchObject({ stored: 100, unfinished: true });
    const again = await receiveWhatsapp(second, "http://localhost:3000");
    expect(again).toMatchObject({ stored: 150, duplicates: 100, unfinished: false });
    expect(await db.whatsappMessage.count()).toBe(500);
  });
});
