import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as listContacts } from "@/app/api/contacts/route";
import { GET as outboxRoute } from "@/app/api/admin/outbox/route";
import { DELETE as unsubscribe, GET as devices, POST as subscribe } from "@/app/api/admin/push/subscriptions/route";
import { GET as pushKey } from "@/app/api/admin/push/key/route";
import { GET as alertNumber, PUT as putAlertNumber } from "@/app/api/admin/alert-number/route";
import { DELETE as removeMember } from "@/app/api/admin/team/[id]/route";
import { PUT as putSettings } from "@/app/api/admin/settings/route";
import { queueReplyReminders } from "@/lib/alerts/queue";
import { db } from "@/lib/db";
import { submitEnquiry } from "@/lib/enquiries/submit";
import { drainOutbox } from "@/lib/delivery/drain";
import { readableDate } from "@/lib/dates/readable";
import { SPAM_FIELDS } from "@/lib/validation/enquiry";
import { signedInAdminCookie, signedInMember } from "../support/admin";
import { resetDatabase } from "../support/db";
import { goodPayloads } from "../support/enquiries";
import { localTlsCertificate } from "../support/local-tls.mjs";
import { request } from "../support/requests";
import { FAKE_PHONE_NUMBER_ID, FAKE_WHATSAPP_TOKEN, startFakeGraph, type FakeGraph } from "../fakes/whatsapp-graph";
import { addAlertDevice } from "../support/push-devices";
import { startFakePushService, type FakePushService } from "../fakes/push-service";

// The alerts of issue 45 against a local Graph API and a local https push service: each new
// enquiry rings every alert number on WhatsApp and every subscribed device, exactly once, through
// the outbox; failures retry or are shown on the enquiry; the reminder at three quarters of the
// promise goes out once.

const none = { params: Promise.resolve({}) };
const ALERT_NUMBERS = ["2348030000111", "2348030000222"];
const requester = { ip: "192.0.2.90", siteOrigin: "https://band.example" };
let graph: FakeGraph;
let push: FakePushService;
let cookie = "";

const minutesFromNow = (minutes: number) => () => new Date(Date.now() + minutes * 60_000);

const addDevice = () => addAlertDevice(push, cookie);

async function inbox() {
  const response = await listContacts(request("GET", "/api/contacts", { cookie }), none);
  expect(response.status).toBe(200);
  return (await response.json()) as { id: number; name: string; replyDueAt: string | null; firstReplyAt: string | null; createdAt: string; alertFailures: string[] }[];
}

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
  vi.stubEnv("WHATSAPP_ACCESS_TOKEN", FAKE_WHATSAPP_TOKEN);
  vi.stubEnv("WHATSAPP_PHONE_NUMBER_ID", FAKE_PHONE_NUMBER_ID);
  vi.stubEnv("WHATSAPP_API_URL", graph.url);
  vi.stubEnv("PUSH_SERVICE_HOSTS", push.host);
  vi.stubEnv("SMTP_URL", ""); // mail is not what these tests watch
  const saved = await putSettings(request("PUT", "/api/admin/settings", { cookie, body: { alertPhones: ["+234 803 000 0111", "0803 000 0222"] } }), none);
  expect(saved.status).toBe(200);
});
afterEach(() => vi.unstubAllEnvs());

describe("a new enquiry rings the band's phones", () => {
  it("sends one WhatsApp template per alert number and one push per device, for every form", async () => {
    const [first] = [await addDevice(), await addDevice()];
    for (const [source, payload] of Object.entries(goodPayloads)) {
      const result = await submitEnquiry(source as keyof typeof goodPayloads, { ...payload }, { ...requester, ip: `192.0.2.${Object.keys(goodPayloads).indexOf(source) + 91}` });
      expect(result.ok).toBe(true);
    }
    expect(await drainOutbox()).toMatchObject({ sent: 4 * (2 + 2), failed: 0 });

    expect(graph.accepted).toHaveLength(8);
    const contacts = await db.contact.findMany({ orderBy: { id: "asc" } });
    for (const contact of contacts) {
      const templates = graph.accepted.filter((message) => message.parameters[3] === `https://band.example/admin/enquiries?enquiry=${contact.id}`);
      expect(templates.map((message) => message.to).sort()).toEqual(ALERT_NUMBERS);
      for (const message of templates) {
        expect(message).toMatchObject({ template: "new_enquiry", language: "en" });
        expect(message.parameters.slice(0, 3)).toEqual([contact.name, expect.any(String), readableDate(contact.eventDate)]);
      }
      const pushes = push.received.filter((received) => (received.payload as { url: string }).url === `/admin/enquiries?enquiry=${contact.id}`);
      expect(pushes).toHaveLength(2);
      expect(pushes[0]!.payload).toMatchObject({ title: `New enquiry: ${contact.name}`, tag: `enquiry-${contact.id}` });
      expect((pushes[0]!.payload as { body: string }).body).toContain(readableDate(contact.eventDate));
      expect(pushes[0]!.urgency).toBe("high");
    }
    expect(graph.accepted.find((message) => message.parameters[0] === "Funmi Adeyemi")!.parameters[1]).toBe("Anniversary");
    expect(push.received.filter((received) => first.endpoint.endsWith(received.subscription))).toHaveLength(4);
    // Meta's message ids are kept; nothing is sent again.
    const whatsappRows = await db.outbox.findMany({ where: { channel: "whatsapp" } });
    expect(whatsappRows.every((row) => row.providerMessageId?.startsWith("wamid."))).toBe(true);
    expect(await drainOutbox({ now: minutesFromNow(24 * 60) })).toMatchObject({ sent: 0 });
    expect(graph.accepted).toHaveLength(8);
  });

  it("sends WhatsApp to each person's own number too, once per number, and stops when they clear it or leave", async () => {
    const bisi = await signedInMember("bisi", "front-desk");
    const tunde = await signedInMember("tunde", "accounts");
    const owner = await signedInMember("owner-ade", "owner");
    const setNumber = (member: { cookie: string }, whatsapp: unknown) =>
      putAlertNumber(request("PUT", "/api/admin/alert-number", { cookie: member.cookie, origin: "http://localhost:3000", body: { whatsapp } }), none);
    const saved = await setNumber(bisi, "0803 555 0101");
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ whatsapp: "2348035550101" });
    expect(await (await alertNumber(request("GET", "/api/admin/alert-number", { cookie: bisi.cookie }), none)).json()).toEqual({ whatsapp: "2348035550101" });
    // Tunde's number is also one of Settings' alert numbers: it gets one message, not two.
    expect((await setNumber(tunde, "+234 803 000 0111")).status).toBe(200);
    // Bad input: a number that is not one, the wrong type, a stranger, another site.
    const wrong = await setNumber(bisi, "12345");
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { fields: Record<string, string> }).fields.whatsapp).toMatch(/phone number/);
    expect((await setNumber(bisi, 803)).status).toBe(400);
    expect((await putAlertNumber(request("PUT", "/api/admin/alert-number", { origin: "http://localhost:3000", body: { whatsapp: null } }), none)).status).toBe(401);
    expect((await putAlertNumber(request("PUT", "/api/admin/alert-number", { cookie: bisi.cookie, origin: "https://evil.example", body: { whatsapp: null } }), none)).status).toBe(
      403,
    );

    const alertedNumbers = async (ip: string) => {
      await db.outbox.deleteMany();
      expect((await submitEnquiry("contact", { ...goodPayloads.contact }, { ...requester, ip })).ok).toBe(true);
      return (await db.outbox.findMany({ where: { channel: "whatsapp" }, select: { to: true } })).map((row) => row.to).sort();
    };
    expect(await alertedNumbers("192.0.2.150")).toEqual(["2348030000111", "2348030000222", "2348035550101"]);
    expect((await setNumber(bisi, "")).status).toBe(200);
    expect(await alertedNumbers("192.0.2.151")).toEqual(ALERT_NUMBERS);
    expect((await setNumber(bisi, "0803 555 0101")).status).toBe(200);
    const removed = await removeMember(request("DELETE", `/api/admin/team/${bisi.id}`, { cookie: owner.cookie, origin: "http://localhost:3000" }), {
      params: Promise.resolve({ id: String(bisi.id) }),
    });
    expect(removed.status).toBe(204);
    expect(await alertedNumbers("192.0.2.152")).toEqual(ALERT_NUMBERS);
  });

  it("pushes to each active person's devices and the band's from before the team, never to a switched-off account's", async () => {
    const own = await db.pushSubscription.findUniqueOrThrow({ where: { endpoint: (await addDevice()).endpoint } });
    const device = () => ({ endpoint: push.subscribe().endpoint, ...push.subscribe().keys });
    const before = await db.pushSubscription.create({ data: { ...device(), deviceName: "Old phone" } });
    const switchedOff = await db.admin.create({ data: { username: "switched-off", passwordHash: "x", isActive: false } });
    await db.pushSubscription.create({ data: { ...device(), deviceName: "Their phone", adminId: switchedOff.id } });
    expect((await submitEnquiry("contact", { ...goodPayloads.contact }, { ...requester, ip: "192.0.2.141" })).ok).toBe(true);
    const queued = await db.outbox.findMany({ where: { channel: "push" }, select: { to: true } });
    expect(queued.map((row) => row.to).sort()).toEqual([`subscription:${own.id}`, `subscription:${before.id}`].sort());
  });

  it("retries after a 500 and a 429, still exactly once per number", async () => {
    graph.failNext({ status: 500, message: "An unknown error occurred", code: 1 }, { status: 429, message: "(#130429) Rate limit hit", code: 130429 });
    await submitEnquiry("quote", { ...goodPayloads.quote }, requester);
    expect(await drainOutbox()).toMatchObject({ sent: 0, failed: 2 });
    const waiting = await db.outbox.findMany({ where: { channel: "whatsapp" } });
    expect(waiting.every((row) => row.failedAt === null && row.attempts === 1)).toBe(true);
    expect(waiting.map((row) => row.lastError).join(" ")).toMatch(/busy \(500\).*busy \(429\)/);
    expect(await drainOutbox({ now: minutesFromNow(5) })).toMatchObject({ sent: 2, failed: 0 });
    expect(await drainOutbox({ now: minutesFromNow(60) })).toMatchObject({ sent: 0 });
    expect(graph.accepted.map((message) => message.to).sort()).toEqual(ALERT_NUMBERS);
  });

  it("marks an alert Meta refuses as failed, with Meta's words on the enquiry, and never shows the token", async () => {
    graph.refused.add(ALERT_NUMBERS[1]!);
    await submitEnquiry("home", { ...goodPayloads.home }, requester);
    expect(await drainOutbox()).toMatchObject({ sent: 1, failed: 1 });
    expect(await drainOutbox({ now: minutesFromNow(24 * 60) })).toMatchObject({ sent: 0, failed: 0 });
    const [enquiry] = await inbox();
    expect(enquiry!.alertFailures).toEqual(["WhatsApp alert failed: (#131030) Recipient phone number not in allowed list"]);
    const outbox = await (await outboxRoute(request("GET", "/api/admin/outbox", { cookie }), none)).text();
    expect(outbox).toContain("131030");
    // The counts say mails, WhatsApp messages and pushes apart (issue 64): here one WhatsApp sent, one failed.
    const { byChannel } = JSON.parse(outbox) as { byChannel: Record<string, { sent: number; failed: number }> };
    expect(byChannel.whatsapp).toMatchObject({ sent: 1, failed: 1 });
    expect(byChannel.push).toMatchObject({ sent: 0, failed: 0 });
    expect(byChannel.email).toMatchObject({ failed: 0 });
    const everything = JSON.stringify(await db.outbox.findMany()) + outbox + JSON.stringify(await inbox());
    expect(everything).not.toContain(FAKE_WHATSAPP_TOKEN);
  });

  it("sends no WhatsApp alert without the variables, and pushes still go", async () => {
    vi.stubEnv("WHATSAPP_ACCESS_TOKEN", "");
    await addDevice();
    await submitEnquiry("home", { ...goodPayloads.home }, requester);
    expect(await db.outbox.count({ where: { channel: "whatsapp" } })).toBe(0);
    expect(await drainOutbox()).toMatchObject({ sent: 1 });
    expect(graph.attempts).toBeGreaterThanOrEqual(0);
    expect(graph.accepted).toHaveLength(0);
    expect(push.received).toHaveLength(1);
  });

  it("removes a device whose push service answers 410, and keeps its alert as not sent with that answer", async () => {
    const gone = await addDevice();
    const kept = await addDevice();
    push.answer.set(gone.endpoint.split("/").pop()!, 410);
    await submitEnquiry("contact", { ...goodPayloads.contact }, requester);
    expect(await drainOutbox()).toMatchObject({ sent: 3, failed: 1 });
    expect((await db.pushSubscription.findMany()).map((device) => device.endpoint)).toEqual([kept.endpoint]);
    expect(await db.outbox.count({ where: { channel: "push", sentAt: { not: null } } })).toBe(1);
    expect(await db.outbox.findMany({ where: { failedAt: { not: null } }, select: { channel: true, providerAnswer: true } })).toEqual([
      { channel: "push", providerAnswer: "410 Gone" },
    ]);
    // No retry for a device that is gone.
    expect(await drainOutbox({ now: minutesFromNow(120) })).toMatchObject({ sent: 0, failed: 0 });
  });

  it("posts nothing to a stored device whose address the parsers read apart, and shows no service's own words", async () => {
    const device = await addDevice();
    // A row saved before the endpoint check: url.parse would post to 127.0.0.1.
    await db.pushSubscription.create({ data: { endpoint: "https://127.0.0.1;.push.apple.com/x", p256dh: device.keys.p256dh, auth: device.keys.auth, deviceName: "Old" } });
    push.answer.set(device.endpoint.split("/").pop()!, 400);
    await submitEnquiry("contact", { ...goodPayloads.contact }, requester);
    await drainOutbox();
    const failed = await db.outbox.findMany({ where: { channel: "push" }, select: { lastError: true, failedAt: true } });
    expect(failed).toHaveLength(2);
    expect(failed.every((row) => row.failedAt !== null)).toBe(true);
    const errors = failed.map((row) => row.lastError ?? "").sort();
    expect(errors[0]).toMatch(/^Push alert to .+ failed: push service answered 400$/);
    expect(errors[1]).toMatch(/^Push alert to Old failed: the device's push address is not one of a known push service$/);
    expect(errors.join(" ")).not.toContain("own words");
    expect(push.received).toHaveLength(0);
  });

  it("times out a push service that hangs and delivers on the retry", async () => {
    vi.stubEnv("OUTBOX_CLAIM_SECONDS", "8"); // a 2 s request timeout
    await addDevice();
    push.delayMs = 4000;
    try {
      await submitEnquiry("quote", { ...goodPayloads.quote }, requester);
      const started = Date.now();
      const first = await drainOutbox();
      expect(Date.now() - started).toBeLessThan(3800);
      expect(first.sent).toBe(2); // the two WhatsApp alerts
      const row = await db.outbox.findFirstOrThrow({ where: { channel: "push" } });
      expect(row).toMatchObject({ sentAt: null, failedAt: null, attempts: 1 });
      expect(row.lastError).toMatch(/timeout/i);
    } finally {
      push.delayMs = 0;
    }
    await new Promise((resolve) => setTimeout(resolve, 2500)); // the hung request ends on the service's side
    push.received.length = 0;
    expect(await drainOutbox({ now: minutesFromNow(5) })).toMatchObject({ sent: 1 });
    expect(push.received.length).toBeGreaterThanOrEqual(1);
  });

  it("never alerts for a suspected bot's enquiry", async () => {
    await addDevice();
    await submitEnquiry("home", { ...goodPayloads.home, [SPAM_FIELDS.honeypot]: "http://spam.example" }, requester);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe("the reminder before the promise breaks", () => {
  async function enquiryAged(hoursAgo: number, extra: Record<string, unknown> = {}) {
    await submitEnquiry("home", { ...goodPayloads.home }, { ...requester, ip: `192.0.2.${100 + Math.floor(Math.random() * 100)}` });
    const contact = await db.contact.findFirstOrThrow({ orderBy: { id: "desc" } });
    const received = new Date(Date.now() - hoursAgo * 3600_000);
    await db.contact.update({ where: { id: contact.id }, data: { createdAt: received, replyDueAt: new Date(received.getTime() + 24 * 3600_000), ...extra } });
    await db.outbox.deleteMany({ where: { contactId: contact.id } }); // its first alerts are not what this watches
    return contact;
  }

  it("goes out once, at three quarters of replyHours, on WhatsApp and to every device", async () => {
    await addDevice();
    const early = await enquiryAged(17); // 71 % of 24 h: not yet
    const due = await enquiryAged(19);
    expect(await queueReplyReminders()).toBe(1);
    expect(await queueReplyReminders()).toBe(0);
    expect(await drainOutbox()).toMatchObject({ sent: 3 });
    expect(graph.accepted.map((message) => message.template)).toEqual(["enquiry_waiting", "enquiry_waiting"]);
    const [name, type, hoursLeft, link] = graph.accepted[0]!.parameters;
    expect([name, type, hoursLeft]).toEqual([due.name, "Wedding", "5"]);
    expect(link).toMatch(new RegExp(`/admin/enquiries\\?enquiry=${due.id}$`));
    expect(push.received[0]!.payload).toMatchObject({ title: `Still waiting for a reply: ${due.name}`, tag: `enquiry-${due.id}-reminder` });
    expect((await db.contact.findUniqueOrThrow({ where: { id: early.id } })).replyRemindedAt).toBeNull();
    expect(await queueReplyReminders(new Date(Date.now() + 2 * 3600_000))).toBe(1); // the early one, later
  });

  it("skips answered, closed, demo, overdue and spam enquiries", async () => {
    await enquiryAged(20, { firstReplyAt: new Date() });
    await enquiryAged(20, { status: "closed", firstReplyAt: new Date() });
    await enquiryAged(20, { isDemo: true });
    await enquiryAged(30);
    await enquiryAged(20, { quarantinedAt: new Date() });
    expect(await queueReplyReminders()).toBe(0);
  });

  it("claims each enquiry once when two servers run the sweep together", async () => {
    await enquiryAged(20);
    const results = await Promise.all([queueReplyReminders(), queueReplyReminders()]);
    expect(results[0]! + results[1]!).toBe(1);
    expect(await db.outbox.count({ where: { kind: "whatsapp-reminder" } })).toBe(2);
  });
});

describe("devices: /api/admin/push", () => {
  it("answers the VAPID public key, lists and removes devices", async () => {
    const key = await pushKey(request("GET", "/api/admin/push/key", { cookie }), none);
    expect(key.status).toBe(200);
    expect(Buffer.from(((await key.json()) as { publicKey: string }).publicKey, "base64url")).toHaveLength(65);
    const subscription = await addDevice();
    const listed = (await (await devices(request("GET", "/api/admin/push/subscriptions", { cookie }), none)).json()) as { devices: { deviceName: string; endpoint: string }[] };
    expect(listed.devices).toEqual([expect.objectContaining({ deviceName: "Chrome on Android", endpoint: subscription.endpoint })]);
    const off = (body: unknown) => unsubscribe(request("DELETE", "/api/admin/push/subscriptions", { cookie, body }), none);
    expect((await off({ endpoint: subscription.endpoint })).status).toBe(204);
    expect((await off({ endpoint: subscription.endpoint })).status).toBe(404);
    expect((await off({})).status).toBe(400);
    expect(await db.pushSubscription.count()).toBe(0);
  });

  it("refuses subscriptions the server must not post to, and strangers", async () => {
    const good = push.subscribe();
    const post = (body: unknown, options: { cookie?: string; origin?: string } = { cookie }) =>
      subscribe(request("POST", "/api/admin/push/subscriptions", { body, ...options }), none);
    for (const body of [
      { ...good, endpoint: good.endpoint.replace("https:", "http:") },
      { ...good, endpoint: "https://attacker.example/push/1" },
      { ...good, endpoint: "https://fcm.googleapis.com.attacker.example/x" },
      { ...good, endpoint: "https://169.254.169.254/latest" },
      { endpoint: good.endpoint },
      { ...good, keys: { p256dh: good.keys.p256dh } },
      { ...good, keys: { ...good.keys, auth: "short" } },
      { ...good, endpoint: 42 },
      "not an object",
    ]) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBeTruthy();
    }
    expect(
      (await subscribe(request("POST", "/api/admin/push/subscriptions", { cookie, rawBody: "{not json", headers: { "content-type": "application/json" } }), none)).status,
    ).toBe(400);
    expect((await post({ ...good, padding: "x".repeat(5000) })).status).toBe(413);
    expect((await post(good, {})).status).toBe(401);
    expect((await post(good, { cookie, origin: "https://evil.example" })).status).toBe(403);
    expect((await pushKey(request("GET", "/api/admin/push/key"), none)).status).toBe(401);
    expect(await db.pushSubscription.count()).toBe(0);
    // Google's own push service is accepted as it is.
    expect((await post({ ...good, endpoint: "https://fcm.googleapis.com/fcm/send/abc:def" })).status).toBe(201);
  });

  it("refuses malformed alert numbers with a field error", async () => {
    const put = (body: unknown) => putSettings(request("PUT", "/api/admin/settings", { cookie, body }), none);
    const bad = await put({ alertPhones: ["+234 803 000 0111", "12"] });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toEqual({ "alertPhones.1": expect.stringMatching(/valid phone number/) });
    expect((await put({ alertPhones: ["08030000111", "08030000222", "08030000333", "08030000444"] })).status).toBe(400);
    expect((await put({ alertPhones: ["08030000111", "+2348030000111"] })).status).toBe(400);
    expect((await put({ alertPhones: "08030000111" })).status).toBe(400);
    expect((await put({ alertPhones: [] })).status).toBe(200);
  });
});
