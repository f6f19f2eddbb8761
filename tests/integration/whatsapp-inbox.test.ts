import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as listContacts } from "@/app/api/contacts/route";
import { PATCH as patchContact } from "@/app/api/contacts/[id]/route";
import { GET as messagesOf } from "@/app/api/contacts/[id]/messages/route";
import { POST as sendWhatsapp } from "@/app/api/contacts/[id]/whatsapp/route";
import { POST as createQuote } from "@/app/api/contacts/[id]/quote/route";
import { GET as verify, POST as webhook } from "@/app/api/whatsapp/webhook/route";
import { PUT as putSettings } from "@/app/api/admin/settings/route";
import { db } from "@/lib/db";
import { submitEnquiry } from "@/lib/enquiries/submit";
import { drainOutbox } from "@/lib/delivery/drain";
import { startFakeGraph, type FakeGraph } from "../fakes/whatsapp-graph";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { future, goodPayloads } from "../support/enquiries";
import { request } from "../support/requests";
import { delivery, FAKE_VERIFY_TOKEN, inbound, signature, statusUpdate, wamid } from "../support/whatsapp-webhook";
import { deliverToWebhook, stubWhatsappEnv } from "../support/whatsapp-route";

// Issue 46 against signed webhook deliveries built as Meta builds them and a local Graph API: a
// client's WhatsApp becomes an enquiry with the clock and the alerts, the band answers from the
// panel inside the 24-hour window, the follow-up template outside it.

const none = { params: Promise.resolve({}) };
const withId = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });
const CLIENT = "2348031234567";
let graph: FakeGraph;
let cookie = "";

const deliver = deliverToWebhook;

const enquiriesFrom = (digits: string) => db.contact.findMany({ where: { phoneDigits: digits }, include: { whatsappMessages: true } });
const conversation = async (id: number) =>
  (await (await messagesOf(request("GET", `/api/contacts/${id}/messages`, { cookie }), withId(id))).json()) as {
    messages: { direction: string; text: string; status: string }[];
    windowOpen: boolean;
  };
const reply = (id: number, body: unknown, options: { cookie?: string; origin?: string } = { cookie }) =>
  sendWhatsapp(request("POST", `/api/contacts/${id}/whatsapp`, { body, ...options }), withId(id));

beforeAll(async () => {
  graph = await startFakeGraph();
});
afterAll(() => graph.close());

beforeEach(async () => {
  await resetDatabase();
  cookie = await signedInAdminCookie();
  graph.accepted.length = 0;
  stubWhatsappEnv(graph.url);
  vi.stubEnv("SMTP_URL", "");
});
afterEach(() => vi.unstubAllEnvs());

describe("the webhook's handshake and signature", () => {
  it("answers the challenge as plain text only to the right verify token", async () => {
    const handshake = (query: string) => verify(request("GET", `/api/whatsapp/webhook?${query}`));
    const right = await handshake(`hub.mode=subscribe&hub.verify_token=${FAKE_VERIFY_TOKEN}&hub.challenge=1158201444`);
    expect(right.status).toBe(200);
    expect(right.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await right.text()).toBe("1158201444");
    expect((await handshake("hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1")).status).toBe(403);
    expect((await handshake(`hub.mode=unsubscribe&hub.verify_token=${FAKE_VERIFY_TOKEN}&hub.challenge=1`)).status).toBe(403);
    expect((await handshake("hub.challenge=1")).status).toBe(403);
    vi.stubEnv("WHATSAPP_VERIFY_TOKEN", "");
    expect((await handshake("hub.mode=subscribe&hub.verify_token=&hub.challenge=1")).status).toBe(403);
  });

  it("stores nothing from an unsigned, wrongly signed or oversized delivery", async () => {
    const body = delivery(inbound(CLIENT, "Ada", "Hello"));
    expect((await deliver(body, { sign: false })).status).toBe(401);
    expect((await deliver(body, { secret: "not-the-secret" })).status).toBe(401);
    const text = JSON.stringify(body);
    const tampered = await webhook(
      request("POST", "/api/whatsapp/webhook", {
        rawBody: text.replace("Hello", "Hellp"),
        headers: { "content-type": "application/json", "x-hub-signature-256": signature(text) },
      }),
    );
    expect(tampered.status).toBe(401);
    const huge = JSON.stringify({ ...body, padding: "x".repeat(1024 * 1024) });
    expect((await deliver(null, { raw: huge })).status).toBe(413);
    expect(await db.contact.count()).toBe(0);
    expect(await db.whatsappMessage.count()).toBe(0);
  });

  it("limits an address's bad deliveries, and never refuses a signed one", async () => {
    const body = delivery(inbound(CLIENT, "Ada", "Hello"));
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await deliver(body, { sign: false, ip: "203.0.113.9" })).status);
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await deliver(body, { ip: "203.0.113.9" })).status).toBe(200);
    expect(await db.whatsappMessage.count()).toBe(1);
  });
});

describe("a client's WhatsApp becomes an enquiry", () => {
  it("creates one enquiry with the clock and the alerts; a second text joins it; a redelivery is stored once", async () => {
    await putSettings(request("PUT", "/api/admin/settings", { cookie, body: { alertPhones: ["08030000111"] } }), none);
    const first = delivery(inbound(CLIENT, "Ada Obi", "Good afternoon, are you free on 13 Feb?"));
    const response = await deliver(first);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ stored: 1, enquiriesCreated: 1 });
    expect((await deliver(first)).status).toBe(200); // Meta delivers again
    await deliver(delivery(inbound(CLIENT, "Ada Obi", { type: "image", image: { caption: "The hall", mime_type: "image/jpeg", id: "1" } })));
    await deliver(delivery(inbound(CLIENT, "Ada Obi", { type: "audio", audio: { voice: true, duration: 42, id: "2" } })));

    const [enquiry, ...others] = await enquiriesFrom(CLIENT);
    expect(others).toHaveLength(0);
    expect(enquiry).toMatchObject({
      source: "whatsapp",
      name: "Ada Obi",
      phone: "+234 803 123 4567",
      eventType: "",
      eventDate: "",
      message: "Good afternoon, are you free on 13 Feb?",
    });
    expect(enquiry!.replyDueAt!.getTime() - enquiry!.createdAt.getTime()).toBe(24 * 3600_000);
    expect(enquiry!.whatsappMessages.map((message) => message.text)).toEqual(["Good afternoon, are you free on 13 Feb?", "[photo] The hall", "[voice note, 0:42]"]);
    // The alerts of a new enquiry, once.
    await drainOutbox();
    expect(graph.accepted.filter((message) => message.template === "new_enquiry").map((message) => message.parameters.slice(0, 3))).toEqual([
      ["Ada Obi", "event type not set yet", "no date yet"],
    ]);
    // In the inbox with its clock.
    const rows = (await (await listContacts(request("GET", "/api/contacts", { cookie }), none)).json()) as { source: string; replyDueAt: string }[];
    expect(rows[0]).toMatchObject({ source: "whatsapp", replyDueAt: expect.any(String) });
  });

  it("stores a message delivered twice at the same moment once", async () => {
    const body = delivery(inbound(CLIENT, "Ada", "Hello"));
    const answers = await Promise.all([deliver(body), deliver(body), deliver(body)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await db.whatsappMessage.count()).toBe(1);
    expect(await db.contact.count()).toBe(1);
  });

  it("handles a batch whole: several changes and messages, other numbers' changes left out", async () => {
    const body = delivery(inbound(CLIENT, "Ada", "One"), inbound("2348039999999", "Bayo", "Two"), inbound(CLIENT, "Ada", "Three"));
    body.entry[0]!.changes.push({ field: "messages", value: { ...body.entry[0]!.changes[0]!.value, metadata: { display_phone_number: "1", phone_number_id: "another-number" } } });
    expect(await (await deliver(body)).json()).toMatchObject({ stored: 3, enquiriesCreated: 2 });
    expect((await enquiriesFrom(CLIENT))[0]!.whatsappMessages).toHaveLength(2);
  });

  it("joins a form enquiry from the same number while it is open, not a closed one or one whose event has passed", async () => {
    await submitEnquiry("home", { ...goodPayloads.home, phone: "0803 123 4567" }, { ip: "192.0.2.50", siteOrigin: "http://localhost:3000" });
    const form = await db.contact.findFirstOrThrow();
    expect(form.phoneDigits).toBe(CLIENT);
    await deliver(delivery(inbound(CLIENT, "Adaeze", "It's me from the form")));
    expect(await db.whatsappMessage.count({ where: { contactId: form.id } })).toBe(1);
    await db.contact.update({ where: { id: form.id }, data: { status: "closed" } });
    await deliver(delivery(inbound(CLIENT, "Adaeze", "New event")));
    expect(await db.contact.count()).toBe(2);
    const second = await db.contact.findFirstOrThrow({ where: { source: "whatsapp" } });
    await db.contact.update({ where: { id: second.id }, data: { eventDate: "2020-01-01" } });
    await deliver(delivery(inbound(CLIENT, "Adaeze", "And another")));
    expect(await db.contact.count()).toBe(3);
  });

  it("never creates an enquiry from a status callback", async () => {
    expect((await deliver(delivery(statusUpdate(wamid(), "delivered")))).status).toBe(200);
    expect(await db.contact.count()).toBe(0);
  });
});

describe("the band answers from the panel", () => {
  async function whatsappEnquiry(at = new Date()) {
    await deliver(delivery(inbound(CLIENT, "Ada Obi", "Hello, price for a wedding?", { at })));
    return db.contact.findFirstOrThrow({ where: { phoneDigits: CLIENT } });
  }

  it("sends a text inside the 24-hour window once, stores it and stops the reply clock; statuses move it on", async () => {
    const enquiry = await whatsappEnquiry();
    const sent = await reply(enquiry.id, { text: "  Yes! ₦1,500,000 for the band, sound and lights.  " });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toMatchObject({ direction: "out", text: "Yes! ₦1,500,000 for the band, sound and lights.", status: "sent" });
    expect(graph.accepted).toEqual([expect.objectContaining({ to: CLIENT, type: "text", text: "Yes! ₦1,500,000 for the band, sound and lights." })]);
    expect((await db.contact.findUniqueOrThrow({ where: { id: enquiry.id } })).firstReplyAt).not.toBeNull();
    const id = graph.accepted[0]!.id;
    await deliver(delivery(statusUpdate(id, "read")));
    await deliver(delivery(statusUpdate(id, "delivered"))); // late: never goes back
    const after = await conversation(enquiry.id);
    expect(after.windowOpen).toBe(true);
    expect(after.messages.map((message) => [message.direction, message.status])).toEqual([
      ["in", "received"],
      ["out", "read"],
    ]);
    await deliver(delivery(statusUpdate(id, "failed", { code: 131047, title: "Re-engagement message", message: "More than 24 hours have passed" })));
    expect((await db.whatsappMessage.findUniqueOrThrow({ where: { waMessageId: id } })).error).toBe("Re-engagement message: More than 24 hours have passed");
  });

  it("refuses a text outside the window with 409 and sends the follow-up template instead", async () => {
    const enquiry = await whatsappEnquiry(new Date(Date.now() - 25 * 3600_000));
    const late = await reply(enquiry.id, { text: "Sorry for the delay" });
    expect(late.status).toBe(409);
    expect(((await late.json()) as { error: string }).error).toMatch(/24 hours.*template/);
    expect(graph.accepted).toHaveLength(0);
    expect((await conversation(enquiry.id)).windowOpen).toBe(false);
    const followUp = await reply(enquiry.id, { followUp: true });
    expect(followUp.status).toBe(201);
    expect(graph.accepted).toEqual([expect.objectContaining({ type: "template", template: "enquiry_followup", parameters: ["Ada Obi", "Eko Live Band & Entertainment"] })]);
  });

  it("refuses bad input, strangers, other sites, demo enquiries and a closed window on a form enquiry", async () => {
    const enquiry = await whatsappEnquiry();
    for (const body of [{}, { text: "" }, { text: "   " }, { text: 42 }, { text: "x".repeat(4097) }, { followUp: false }, { text: "a", followUp: true }, { text: "a", extra: 1 }]) {
      expect((await reply(enquiry.id, body)).status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect((await reply(enquiry.id, { text: "hi" }, {})).status).toBe(401);
    expect((await reply(enquiry.id, { text: "hi" }, { cookie, origin: "https://evil.example" })).status).toBe(403);
    expect((await reply(999_999, { text: "hi" })).status).toBe(404);
    expect((await reply("abc" as unknown as number, { text: "hi" })).status).toBe(400);
    await db.contact.update({ where: { id: enquiry.id }, data: { isDemo: true } });
    expect((await reply(enquiry.id, { text: "hi" })).status).toBe(409);
    await submitEnquiry("quote", { ...goodPayloads.quote, phone: "0803 000 0777" }, { ip: "192.0.2.51", siteOrigin: "http://localhost:3000" });
    const form = await db.contact.findFirstOrThrow({ where: { source: "quote" } });
    expect((await reply(form.id, { text: "hi" })).status).toBe(409); // the client has not written on WhatsApp yet
    expect(graph.accepted).toHaveLength(0);
  });

  it("lets the band set the event's details, then quote and send the quote as a WhatsApp message", async () => {
    const enquiry = await whatsappEnquiry();
    const patch = (body: unknown) => patchContact(request("PATCH", `/api/contacts/${enquiry.id}`, { cookie, body }), withId(enquiry.id));
    expect((await createQuote(request("POST", `/api/contacts/${enquiry.id}/quote`, { cookie, body: { total: 900_000 } }), withId(enquiry.id))).status).toBe(409);
    expect((await patch({ status: "booked" })).status).toBe(409); // no date to book yet
    for (const body of [{ eventType: "picnic" }, { eventDate: "2027-02-30" }, { guestCount: 0 }, { venue: "x".repeat(201) }, {}]) expect((await patch(body)).status).toBe(400);
    const date = future(80);
    expect((await patch({ eventType: "Wedding", eventDate: date, venue: "Harbour Point", guestCount: 300 })).status).toBe(200);
    expect(await db.contact.findUniqueOrThrow({ where: { id: enquiry.id } })).toMatchObject({ eventType: "wedding", eventDate: date, venue: "Harbour Point", guestCount: 300 });
    const quote = await createQuote(request("POST", `/api/contacts/${enquiry.id}/quote`, { cookie, body: { total: 900_000 } }), withId(enquiry.id));
    expect(quote.status).toBe(201);
    const { whatsappText } = (await quote.json()) as { whatsappText: string };
    expect(whatsappText).toContain("/booking/");
    expect((await reply(enquiry.id, { text: whatsappText })).status).toBe(201);
    expect(graph.accepted.at(-1)!.text).toBe(whatsappText);
    expect((await patch({ status: "booked" })).status).toBe(200);
  });
});

describe("where enquiries came from", () => {
  it("counts the last 30 days' enquiries by source and how many were booked, demo and spam left out", async () => {
    const { enquiriesBySource } = await import("@/lib/contacts/sources");
    await deliver(delivery(inbound(CLIENT, "Ada", "Hi")));
    await deliver(delivery(inbound("2348039999999", "Bayo", "Hello")));
    await submitEnquiry("quote", { ...goodPayloads.quote }, { ip: "192.0.2.60", siteOrigin: "http://localhost:3000" });
    const booked = await db.contact.findFirstOrThrow({ where: { phoneDigits: CLIENT } });
    await db.contact.update({ where: { id: booked.id }, data: { status: "booked", eventDate: future(40) } });
    await db.contact.create({ data: { name: "Old", phone: "1", eventType: "wedding", eventDate: future(5), source: "home", createdAt: new Date(Date.now() - 40 * 86_400_000) } });
    await db.contact.create({ data: { name: "Demo", phone: "1", eventType: "wedding", eventDate: future(5), source: "home", isDemo: true } });
    expect(await enquiriesBySource()).toEqual([
      { source: "home", enquiries: 0, booked: 0 },
      { source: "contact", enquiries: 0, booked: 0 },
      { source: "quote", enquiries: 1, booked: 0 },
      { source: "quote-full", enquiries: 0, booked: 0 },
      { source: "whatsapp", enquiries: 2, booked: 1 },
    ]);
  });
});
