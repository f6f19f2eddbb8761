import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as markSeen } from "@/app/api/admin/outbox/[id]/seen/route";
import { GET as outboxRoute } from "@/app/api/admin/outbox/route";
import { GET as health } from "@/app/api/health/route";
import { PUT as putSettings } from "@/app/api/admin/settings/route";
import { queueMissedFallbacks, unseenUndeliveredAlerts } from "@/lib/alerts/fallback";
import { db } from "@/lib/db";
import { drainOutbox } from "@/lib/delivery/drain";
import { submitEnquiry } from "@/lib/enquiries/submit";
import { startFakeGraph, type FakeGraph } from "../fakes/whatsapp-graph";
import { addAlertDevice } from "../support/push-devices";
import { startFakePushService, type FakePushService } from "../fakes/push-service";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { goodPayloads } from "../support/enquiries";
import { localTlsCertificate } from "../support/local-tls.mjs";
import { request } from "../support/requests";
import { decodedBody, startSmtpServer } from "../support/smtp";
import { delivery, statusUpdate, wamid } from "../support/whatsapp-webhook";
import { deliverToWebhook, stubWhatsappEnv } from "../support/whatsapp-route";

// Issue 65, item 3: a band alert on WhatsApp that fails (refused at the send, or reported failed
// by Meta, also before the send is recorded) is told at once and exactly once as a push to the
// team's devices, or by mail to NOTIFY_TO when none has alerts on; the Overview lists it until
// it is marked seen; the health details count it. And item 2's other services: each push and
// mail records what the service answered.

const none = { params: Promise.resolve({}) };
const ALERT_NUMBER = "2348030000111";
let graph: FakeGraph;
let push: FakePushService;
let cookie = "";

const requester = { ip: "192.0.2.71", siteOrigin: "https://band.example" };
const seenContext = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });
const seen = (id: number | string, options: { cookie?: string; origin?: string } = { cookie }) =>
  markSeen(request("POST", `/api/admin/outbox/${id}/seen`, options), seenContext(id));
type LogEntry = { kind: string; channel: string; state: string; error: string | null; answer: string | null; subject: string };
const log = async () => ((await (await outboxRoute(request("GET", "/api/admin/outbox", { cookie }), none)).json()) as { log: LogEntry[] }).log;
type Pushed = { title: string; body: string; url: string };
const fallbackPushes = () => push.received.map((one) => one.payload as Pushed).filter((payload) => payload.title.startsWith("WhatsApp alert not delivered"));

const addDevice = () => addAlertDevice(push, cookie);

const newEnquiry = async () => expect((await submitEnquiry("contact", { ...goodPayloads.contact }, requester)).ok).toBe(true);

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
  cookie = await signedInAdminCookie();
  graph.accepted.length = 0;
  graph.refused.clear();
  push.received.length = 0;
  push.answer.clear();
  stubWhatsappEnv(graph.url);
  vi.stubEnv("PUSH_SERVICE_HOSTS", push.host);
  vi.stubEnv("SMTP_URL", "");
  vi.stubEnv("CRON_SECRET", "a-cron-secret-for-the-health-details-123");
  expect((await putSettings(request("PUT", "/api/admin/settings", { cookie, body: { alertPhones: ["+234 803 000 0111"] } }), none)).status).toBe(200);
});
afterEach(() => vi.unstubAllEnvs());

describe("a WhatsApp alert that fails is told on another channel", () => {
  it("pushes each device once when WhatsApp refuses the send, and the Overview lists it until seen", async () => {
    await addDevice();
    await addDevice();
    graph.refused.add(ALERT_NUMBER);
    await newEnquiry();
    await drainOutbox();
    const told = fallbackPushes();
    expect(told).toHaveLength(2);
    expect(told[0]!.body).toBe("WhatsApp alert to +234 803 000 0111 not delivered: number not on the test number's allowed list");
    expect(told[0]!.url).toMatch(/^\/admin\/enquiries\?enquiry=\d+$/);
    // Exactly once: later drains and the minutely sweep add nothing.
    await drainOutbox();
    expect(await queueMissedFallbacks()).toBe(0);
    await drainOutbox();
    expect(fallbackPushes()).toHaveLength(2);

    const overview = await unseenUndeliveredAlerts();
    expect(overview.total).toBe(1);
    expect(overview.alerts[0]!.text).toContain("+234 803 000 0111 not delivered");
    const id = overview.alerts[0]!.id;
    expect((await seen(id)).status).toBe(200);
    expect((await unseenUndeliveredAlerts()).total).toBe(0);
    expect((await seen(id)).status).toBe(404); // already seen
  });

  it("pushes once when Meta reports the failure later, however often it says so, in Meta's code's words", async () => {
    await addDevice();
    await newEnquiry();
    await drainOutbox();
    const alert = await db.outbox.findFirstOrThrow({ where: { channel: "whatsapp" } });
    const failed = delivery(statusUpdate(alert.providerMessageId!, "failed", { code: 131026, title: "Message undeliverable", message: "Unable to deliver message" }));
    expect((await deliverToWebhook(failed)).status).toBe(200);
    expect((await deliverToWebhook(failed)).status).toBe(200); // a duplicate
    await drainOutbox();
    expect(fallbackPushes().map((one) => one.body)).toEqual(["WhatsApp alert to +234 803 000 0111 not delivered: number not on WhatsApp (or its WhatsApp is out of date)"]);
    expect((await unseenUndeliveredAlerts()).total).toBe(1);
    // The health details count it among the last day's failures.
    const details = await health(request("GET", "/api/health", { headers: { authorization: "Bearer a-cron-secret-for-the-health-details-123" } }));
    expect(((await details.json()) as { alerts: { failedLast24h: number } }).alerts.failedLast24h).toBe(1);
  });

  it("pushes once for a failure that arrived before the send was recorded", async () => {
    await addDevice();
    const id = wamid();
    graph.nextIds.push(id);
    await deliverToWebhook(delivery(statusUpdate(id, "failed", { code: 132015, title: "Template is paused", message: "Template is paused" })));
    await newEnquiry();
    await drainOutbox();
    expect(fallbackPushes().map((one) => one.body)).toEqual(["WhatsApp alert to +234 803 000 0111 not delivered: the template is paused by Meta"]);
    expect((await db.outbox.findFirstOrThrow({ where: { providerMessageId: id } })).fallbackQueuedAt).not.toBeNull();
  });

  it("mails NOTIFY_TO when no device has alerts on", async () => {
    const smtp = await startSmtpServer();
    vi.stubEnv("SMTP_URL", smtp.url);
    vi.stubEnv("NOTIFY_TO", "bookings@band.example");
    try {
      graph.refused.add(ALERT_NUMBER);
      await newEnquiry();
      await drainOutbox();
      const mails = smtp.received.filter((mail) => /Subject: WhatsApp alert not delivered/.test(mail.raw));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.to).toEqual(["bookings@band.example"]);
      expect(decodedBody(mails[0]!.raw)).toContain("WhatsApp alert to +234 803 000 0111 not delivered");
      // The mail server's answer is in the delivery log.
      const mailed = (await log()).find((entry) => entry.kind === "alert-failed-mail")!;
      expect(mailed).toMatchObject({ channel: "email", state: "sent", answer: expect.stringMatching(/^250 /) });
    } finally {
      await smtp.close();
    }
  });

  it("gives no fallback for a push that fails, nor for an alert that arrived", async () => {
    const device = await addDevice();
    push.answer.set(device.endpoint.split("/").pop()!, 400);
    await newEnquiry();
    await drainOutbox();
    expect(await db.outbox.count({ where: { fallbackQueuedAt: { not: null } } })).toBe(0);
    expect((await unseenUndeliveredAlerts()).total).toBe(0);
  });
});

describe("what each service answered is in the delivery log", () => {
  it("records a push service's 201, and its 410 as a push not sent with the device removed", async () => {
    const kept = await addDevice();
    const gone = await addDevice();
    push.answer.set(gone.endpoint.split("/").pop()!, 410);
    await newEnquiry();
    await drainOutbox();
    const pushes = (await log()).filter((entry) => entry.channel === "push");
    expect(pushes.map((entry) => [entry.state, entry.answer]).sort()).toEqual([
      ["gave-up", "410 Gone"],
      ["sent", "201 Created"],
    ]);
    expect(pushes.find((entry) => entry.state === "gave-up")!.error).toMatch(/subscription has ended \(410\); the device was removed$/);
    expect((await db.pushSubscription.findMany()).map((one) => one.endpoint)).toEqual([kept.endpoint]);
  });
});

describe("marking an alert seen refuses bad requests", () => {
  it("answers 400, 401, 403 and 404", async () => {
    expect((await seen("x")).status).toBe(400);
    expect((await seen(0)).status).toBe(400);
    expect((await seen(1, {})).status).toBe(401);
    expect((await seen(1, { cookie, origin: "https://evil.example" })).status).toBe(403);
    expect((await seen(999_999)).status).toBe(404);
    // A mail that failed is not an alert of the Overview.
    const mail = await db.outbox.create({ data: { kind: "quote", to: "a@example.com", subject: "Quote", text: "x", failedAt: new Date() } });
    expect((await seen(mail.id)).status).toBe(404);
  });
});
