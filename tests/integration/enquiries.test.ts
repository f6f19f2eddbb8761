import { enquiryMessages, eventTypeKey, type EnquirySource } from "@/fixed/enquiries";
import { messageWithReplyTime } from "@/lib/settings/band-contact";
import { readableDate } from "@/lib/dates/readable";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { POST as postContact } from "@/app/api/contacts/route";
import { POST as postNewsletter } from "@/app/api/newsletter/route";
import { db } from "@/lib/db";
import { unsubscribe } from "@/lib/enquiries/newsletter";
import { SUBMISSIONS_PER_WINDOW } from "@/lib/enquiries/submit";
import { resetDatabase } from "../support/db";
import { future, goodPayloads } from "../support/enquiries";
import { request } from "../support/requests";

let ipCounter = 0;
// Each test posts from its own address so the per-address limit only shows where it is tested.
const freshIp = () => `198.51.100.${++ipCounter % 250}`;
const send = (body: unknown, ip = freshIp()) => postContact(request("POST", "/api/contacts", { body, ip }));
const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

beforeEach(resetDatabase);

describe("POST /api/contacts", () => {
  it("answers a NUL in a field as a client's mistake (400), never a 500, and stores nothing (found by the fuzz test on PostgreSQL)", async () => {
    const nameless = await send({ ...goodPayloads.home, name: "\u0000", source: "home" });
    expect(nameless.status).toBe(400);
    expect(await errorOf(nameless)).toBe("Text must not contain NUL characters");
    expect((await send({ ...goodPayloads.home, message: "Wedding\u0000 reception", source: "home" })).status).toBe(400);
    expect(await db.contact.count()).toBe(0);
  });

  it("removes bidi controls from every text a visitor sends, so no name reads backwards in the inbox", async () => {
    const controls = "\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069";
    const response = await send({ ...goodPayloads.contact, name: `Ada \u202Egnp.exe${controls}`, venue: "Eko\u2066 Hotel", message: "Hello\u202D there", source: "contact" });
    expect(response.status).toBe(201);
    expect(await db.contact.findFirstOrThrow()).toMatchObject({ name: "Ada gnp.exe", venue: "Eko Hotel", message: "Hello there" });
  });

  it.each(Object.entries(goodPayloads))("stores a good %s enquiry with its source and queues its notifications", async (source, payload) => {
    const response = await send({ ...payload, source });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { message: string; whatsappUrl: string };
    const { title, description } = messageWithReplyTime(enquiryMessages[source as EnquirySource].success, 24);
    expect(body.message).toBe(description ?? title);
    expect(body.whatsappUrl).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent(body.whatsappUrl)).toContain(`Event date: ${readableDate(payload.eventDate)}`);

    const [contact] = await db.contact.findMany();
    // Stored as the type's key, also when the form's older label was posted ("Wedding" → "wedding").
    expect(contact).toMatchObject({ name: payload.name, phone: payload.phone, eventType: eventTypeKey(payload.eventType), source, status: "new" });
    const outbox = await db.outbox.findMany({ where: { contactId: contact!.id }, orderBy: { id: "asc" } });
    expect(outbox[0]).toMatchObject({ kind: "enquiry-notification", sentAt: null });
    expect(outbox[0]!.text).toContain(payload.name);
    expect(outbox.length).toBe("email" in payload ? 2 : 1);
  });

  it("takes the Lagos staples on every form, stored by key and named by one label in the band's mail", async () => {
    for (const [source, eventType] of [
      ["home", "traditional-engagement"],
      ["contact", "naming-ceremony"],
      ["quote-full", "burial"],
      ["quote", "Corporate Event"],
    ] as const) {
      const response = await send({ ...goodPayloads[source], eventType, source, phone: `+23480300001${source.length}` });
      expect(response.status).toBe(201);
    }
    const stored = await db.contact.findMany({ orderBy: { id: "asc" }, select: { eventType: true } });
    expect(stored.map((contact) => contact.eventType)).toEqual(["traditional-engagement", "naming-ceremony", "burial", "corporate"]);
    const subjects = (await db.outbox.findMany({ where: { kind: "enquiry-notification" }, orderBy: { id: "asc" } })).map((mail) => mail.subject);
    expect(subjects[2]).toMatch(/^New enquiry #\d+: Burial or Memorial on \w+day \d+ \w+ \d{4} — /);
  });

  it("the detailed quote form asks the company, venue and guests, and offers the quick form's types (issue 64)", async () => {
    const response = await send({
      ...goodPayloads["quote-full"],
      source: "quote-full",
      eventType: "graduation",
      company: "Zenith Events Ltd",
      venue: "Landmark Centre",
      guestCount: "350",
    });
    expect(response.status).toBe(201);
    expect(await db.contact.findFirstOrThrow()).toMatchObject({ company: "Zenith Events Ltd", venue: "Landmark Centre", guestCount: 350, eventType: "graduation" });
    const mail = await db.outbox.findFirstOrThrow({ where: { kind: "enquiry-notification" } });
    expect(mail.text).toContain("Company: Zenith Events Ltd");
    expect(mail.text).toContain("Venue: Landmark Centre");
    const tooLong = await send({ ...goodPayloads["quote-full"], source: "quote-full", company: "x".repeat(121), phone: "+2348030000199" });
    expect(tooLong.status).toBe(400);
    expect(await errorOf(tooLong)).toMatch(/^company: /);
  });

  it("links the band's mail to NEXT_PUBLIC_SITE_URL, whatever Host or X-Forwarded-Host the request names", async () => {
    vi.stubEnv("NEXT_PUBLIC_SITE_URL", "https://ekoliveband.example/");
    vi.stubEnv("TRUST_PROXY", "1");
    const forged = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" };
    const response = await postContact(request("POST", "/api/contacts", { body: { ...goodPayloads.home, source: "home" }, ip: freshIp(), headers: forged }));
    expect(response.status).toBe(201);
    const mail = await db.outbox.findFirstOrThrow({ where: { kind: "enquiry-notification" } });
    expect(mail.text).toContain("All enquiries: https://ekoliveband.example/admin");
    expect(`${mail.text} ${mail.html}`).not.toContain("evil.example");
    // Unset (a development or quick-start server), the server's own local address, still not the request's.
    vi.stubEnv("NEXT_PUBLIC_SITE_URL", "");
    vi.stubEnv("PORT", "3000");
    await postContact(request("POST", "/api/contacts", { body: { ...goodPayloads.home, name: "Second Client", source: "home" }, ip: freshIp(), headers: forged }));
    const second = await db.outbox.findFirstOrThrow({ where: { kind: "enquiry-notification", text: { contains: "Second Client" } } });
    expect(second.text).toContain("All enquiries: http://localhost:3000/admin");
    expect(`${second.text} ${second.html}`).not.toContain("evil.example");
    vi.unstubAllEnvs();
  });

  it("keeps the contact page's venue, guests and budget, and infers its source from the venue", async () => {
    const response = await send(goodPayloads.contact);
    expect(response.status).toBe(201);
    expect(await db.contact.findFirst()).toMatchObject({ source: "contact", venue: "Eko Hotel, Victoria Island", guestCount: 400, budget: "₦2,000,000 - ₦5,000,000" });
  });

  it("stores the short quote's phone number and no invented email", async () => {
    await send({ ...goodPayloads.quote, source: "quote" });
    const contact = await db.contact.findFirstOrThrow();
    expect(contact.email).toBeNull();
    expect(contact.phone).toBe("0803 000 0004");
    expect(await db.outbox.count({ where: { kind: "enquiry-acknowledgement" } })).toBe(0);
  });

  it("keeps unicode names and messages exactly", async () => {
    await send({ ...goodPayloads.home, name: "Ọláolúwa Àdìsá 🎷", message: "Ẹ kú iṣẹ́! ₦ bùdú" });
    expect(await db.contact.findFirst()).toMatchObject({ name: "Ọláolúwa Àdìsá 🎷", message: "Ẹ kú iṣẹ́! ₦ bùdú" });
  });

  it.each([
    ["a missing name", { ...goodPayloads.home, name: undefined }, /^name: Please enter your name$/],
    ["a blank phone", { ...goodPayloads.home, phone: "   " }, /^phone: Please enter your phone number$/],
    ["letters for a phone", { ...goodPayloads.home, phone: "call me maybe" }, /^phone: Please enter a valid phone number$/],
    ["a bad email", { ...goodPayloads.home, email: "not-an-email" }, /^email: Please enter a valid email address$/],
    ["an unknown event type", { ...goodPayloads.home, eventType: "Rave" }, /^eventType: Please choose an event type$/],
    ["a malformed date", { ...goodPayloads.home, eventDate: "next friday" }, /^eventDate: Please choose a valid date$/],
    ["a number for a name", { ...goodPayloads.home, name: 42 }, /^name: /],
    ["words for a guest count", { ...goodPayloads.contact, guestCount: "lots" }, /^guestCount: Guest count must be a number$/],
    ["a fractional guest count", { ...goodPayloads.contact, guestCount: 2.5 }, /^guestCount: /],
    ["an unknown budget", { ...goodPayloads.contact, budget: "₦1" }, /^budget: Please choose a budget$/],
    ["no venue on the contact page", { ...goodPayloads.contact, venue: "" }, /^venue: Please enter the venue$/],
    ["an over-long message", { ...goodPayloads.home, message: "x".repeat(5001) }, /^message: Please keep this under 5000 characters$/],
    ["an unknown source", { ...goodPayloads.home, source: "fax" }, /^source: /],
    ["the short quote's graduation on the home form", { ...goodPayloads.home, eventType: "graduation" }, /^eventType: /],
  ])("refuses %s with 400 naming the field, storing nothing", async (_case, payload, message) => {
    const response = await send(payload);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(message);
    expect(await db.contact.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it("refuses malformed JSON, a non-object body and an oversized body", async () => {
    const malformed = await postContact(request("POST", "/api/contacts", { rawBody: '{"name":', headers: { "content-type": "application/json" }, ip: freshIp() }));
    expect(malformed.status).toBe(400);
    expect((await send(["not", "an", "object"])).status).toBe(400);
    const huge = await send({ ...goodPayloads.home, message: "x".repeat(40_000) });
    expect(huge.status).toBe(413);
    expect(await db.contact.count()).toBe(0);
  });

  it("answers a suspected bot exactly as a person, and holds its enquiry back unsent, with the reason", async () => {
    const honeypot = await send({ ...goodPayloads.home, website: "http://spam.example" });
    const rushed = await send({ ...goodPayloads.home, formFillMs: "500" });
    for (const response of [honeypot, rushed]) {
      expect(response.status).toBe(201);
      // What a person gets: the home form's thanks and a WhatsApp link.
      expect(await response.json()).toEqual({ message: enquiryMessages.home.success.title, whatsappUrl: expect.stringMatching(/^https:\/\/wa\.me\//) as unknown });
    }
    const held = await db.contact.findMany({ orderBy: { id: "asc" } });
    expect(held).toHaveLength(2);
    expect(held.every((contact) => contact.quarantinedAt !== null)).toBe(true);
    expect(held[0]!.spamReason).toMatch(/hidden anti-spam field/);
    expect(held[1]!.spamReason).toMatch(/0\.5 s after the form appeared/);
    expect(await db.outbox.count()).toBe(0);

    // A person who took their time, or a JSON client without the fields, goes straight in.
    await send({ ...goodPayloads.home, website: "", formFillMs: "20000" });
    await send(goodPayloads.home);
    expect(await db.contact.count({ where: { quarantinedAt: null } })).toBe(2);
  });

  it("limits each address, with 429 and Retry-After, without affecting others", async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < SUBMISSIONS_PER_WINDOW; i++) expect((await send(goodPayloads.home, ip)).status).toBe(201);
    const limited = await send(goodPayloads.home, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await errorOf(limited)).toMatch(/Too many submissions/);
    expect((await send(goodPayloads.home, "203.0.113.78")).status).toBe(201);
    expect(await db.contact.count()).toBe(SUBMISSIONS_PER_WINDOW + 1);
  });

  it("stores nothing when queueing the notification fails (one transaction)", async () => {
    const spy = vi.spyOn(db, "$transaction").mockImplementationOnce(async (callback: unknown) =>
      (db.$transaction as unknown as (fn: unknown) => Promise<unknown>)(async (tx: typeof db) => {
        await (callback as (tx: typeof db) => Promise<unknown>)(tx);
        throw new Error("disk full");
      }),
    );
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await send(goodPayloads.home);
    expect(response.status).toBe(500);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain("disk full");
    consoleError.mockRestore();
    spy.mockRestore();
    expect(await db.contact.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe("POST /api/newsletter", () => {
  const subscribe = (body: unknown) => postNewsletter(request("POST", "/api/newsletter", { body, ip: freshIp() }));

  it("subscribes once, case-insensitively; a second time answers exactly the same, welcoming no one twice", async () => {
    const first = await subscribe({ email: "Fan@Example.com" });
    expect(first.status).toBe(200);
    const firstAnswer: unknown = await first.json();
    expect(firstAnswer).toEqual({ message: "Thank you for subscribing to our newsletter!" });
    const again = await subscribe({ email: "fan@EXAMPLE.com " });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(firstAnswer);
    expect(await db.newsletter.findMany()).toEqual([expect.objectContaining({ email: "fan@example.com", subscribed: true })]);
    const welcome = await db.outbox.findMany({ where: { kind: "newsletter-welcome" } });
    expect(welcome).toHaveLength(1);
    expect(welcome[0]!.text).toMatch(/\/newsletter\/unsubscribe\?token=/);
  });

  it("refuses a missing, wrong-typed or invalid email with 400", async () => {
    for (const body of [{}, { email: 12 }, { email: "nope" }, { email: "a@b" }]) {
      const response = await subscribe(body);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatch(/^email: /);
    }
    expect(await db.newsletter.count()).toBe(0);
  });

  it("has a working unsubscribe link, and subscribing again brings the address back", async () => {
    await subscribe({ email: "leaver@example.com" });
    const { unsubscribeToken } = await db.newsletter.findUniqueOrThrow({ where: { email: "leaver@example.com" } });
    expect(await unsubscribe(unsubscribeToken)).toBe("leaver@example.com");
    expect((await db.newsletter.findUniqueOrThrow({ where: { email: "leaver@example.com" } })).subscribed).toBe(false);
    expect(await unsubscribe("not-a-token")).toBeNull();
    const back = await subscribe({ email: "leaver@example.com" });
    expect(await back.json()).toMatchObject({ message: "Thank you for subscribing to our newsletter!" });
    // Subscribed again, but welcomed once a day at most: no stream of mails to one address.
    expect(await db.outbox.count({ where: { kind: "newsletter-welcome", to: "leaver@example.com" } })).toBe(1);
    expect((await db.newsletter.findUniqueOrThrow({ where: { email: "leaver@example.com" } })).subscribed).toBe(true);
    await db.outbox.updateMany({ where: { kind: "newsletter-welcome" }, data: { createdAt: new Date(Date.now() - 25 * 3_600_000) } });
    await unsubscribe(unsubscribeToken);
    await subscribe({ email: "leaver@example.com" });
    expect(await db.outbox.count({ where: { kind: "newsletter-welcome", to: "leaver@example.com" } })).toBe(2);
  });

  it("ignores a bot's subscription", async () => {
    const response = await subscribe({ email: "bot@example.com", website: "x" });
    expect(response.status).toBe(200);
    expect(await db.newsletter.count()).toBe(0);
  });
});

describe("event dates", () => {
  it("accepts today and later, refuses impossible or past dates", async () => {
    expect((await send({ ...goodPayloads.home, eventDate: future(400) })).status).toBe(201);
    const impossible = await send({ ...goodPayloads.home, eventDate: "2027-02-31" });
    expect(await errorOf(impossible)).toBe("eventDate: Please choose a valid date");
    const past = await send({ ...goodPayloads.home, eventDate: "2020-01-01" });
    expect(await errorOf(past)).toBe("eventDate: The event date cannot be in the past");
    expect(await db.contact.count()).toBe(1);
  });
});

describe("acknowledgements cannot be aimed at strangers", () => {
  const send = (body: Record<string, unknown>) => postContact(request("POST", "/api/contacts", { body, ip: freshIp() }));
  const acknowledgements = () => db.outbox.findMany({ where: { kind: "enquiry-acknowledgement" }, orderBy: { id: "asc" } });

  it("sends at most one acknowledgement a day to an address, whatever its case; every enquiry is still stored and notified", async () => {
    const base = { ...goodPayloads.contact, email: "Victim@Example.com" };
    for (let i = 0; i < 3; i += 1) expect((await send({ ...base, name: `Ada ${"I".repeat(i + 1)}`, email: i === 1 ? "victim@example.COM" : base.email })).status).toBe(201);
    expect(await acknowledgements()).toHaveLength(1);
    expect(await db.contact.count()).toBe(3);
    expect(await db.outbox.count({ where: { kind: "enquiry-notification" } })).toBe(3);
  });

  it("greets by a plain name only: a link, an address or a domain in the name gets a plain Hello", async () => {
    const names: [string, string][] = [
      ["Ngozi Okafor-Ade", "Dear Ngozi Okafor-Ade,"],
      ["Dr. Tunde O'Neil", "Dear Dr. Tunde O'Neil,"],
      ["Claim your prize at https://evil.example", "Hello,"],
      ["Visit www.evil.com", "Hello,"],
      ["Bank.com verify", "Hello,"],
      ["Call +2348000000000", "Hello,"],
    ];
    for (const [index, [name, greeting]] of names.entries()) {
      await send({ ...goodPayloads.contact, name, email: `person${index}@example.com` });
      const mail = (await acknowledgements()).at(-1)!;
      expect(mail.text.split("\n")[0], name).toBe(greeting);
      expect(mail.html, name).not.toContain("evil");
    }
  });
});
