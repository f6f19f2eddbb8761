import { beforeEach, describe, expect, it } from "vitest";
import { GET as listContacts, POST as postContact } from "@/app/api/contacts/route";
import { PATCH as patchContact } from "@/app/api/contacts/[id]/route";
import { POST as createQuote } from "@/app/api/contacts/[id]/quote/route";
import { POST as replied } from "@/app/api/contacts/[id]/replied/route";
import { POST as restore } from "@/app/api/contacts/[id]/restore/route";
import { PUT as putSettings } from "@/app/api/admin/settings/route";
import { replyClockSummary } from "@/lib/alerts/reply-clock";
import { db } from "@/lib/db";
import { SPAM_FIELDS } from "@/lib/validation/enquiry";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { goodPayloads } from "../support/enquiries";
import { request } from "../support/requests";

// The reply clock (issue 45): replyDueAt = received + replyHours on every enquiry, firstReplyAt set
// once by the first answer of each kind, both in GET /api/contacts; the Overview's figures.

const none = { params: Promise.resolve({}) };
const withId = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });
const HOUR = 3600_000;
let cookie = "";
let ip = 10;

async function enquire(body: Record<string, unknown> = goodPayloads.home) {
  const response = await postContact(request("POST", "/api/contacts", { body: { ...body, source: "home" }, ip: `192.0.2.${ip++}` }));
  expect(response.status).toBe(201);
  return db.contact.findFirstOrThrow({ orderBy: { id: "desc" } });
}

async function clockOf(id: number) {
  const rows = (await (await listContacts(request("GET", "/api/contacts", { cookie }), none)).json()) as {
    id: number;
    createdAt: string;
    replyDueAt: string | null;
    firstReplyAt: string | null;
  }[];
  return rows.find((row) => row.id === id)!;
}

beforeEach(async () => {
  await resetDatabase();
  cookie = await signedInAdminCookie();
});

describe("the reply clock on each enquiry", () => {
  it("is due replyHours after the enquiry arrives, and shown by GET /api/contacts", async () => {
    const contact = await enquire();
    const clock = await clockOf(contact.id);
    expect(new Date(clock.replyDueAt!).getTime() - new Date(clock.createdAt).getTime()).toBe(24 * HOUR);
    expect(clock.firstReplyAt).toBeNull();
    expect((await putSettings(request("PUT", "/api/admin/settings", { cookie, body: { replyHours: 48 } }), none)).status).toBe(200);
    const later = await enquire();
    const laterClock = await clockOf(later.id);
    expect(new Date(laterClock.replyDueAt!).getTime() - new Date(laterClock.createdAt).getTime()).toBe(48 * HOUR);
  });

  it("stops at a status change away from new, and only the first time", async () => {
    const contact = await enquire();
    const patch = (status: string) => patchContact(request("PATCH", `/api/contacts/${contact.id}`, { cookie, body: { status } }), withId(contact.id));
    expect((await patch("new")).status).toBe(200);
    expect((await clockOf(contact.id)).firstReplyAt).toBeNull();
    expect((await patch("contacted")).status).toBe(200);
    const first = (await clockOf(contact.id)).firstReplyAt;
    expect(first).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await patch("new")).status).toBe(200);
    expect((await patch("closed")).status).toBe(200);
    expect((await clockOf(contact.id)).firstReplyAt).toBe(first);
  });

  it("stops when a quote is sent", async () => {
    const contact = await enquire();
    const response = await createQuote(request("POST", `/api/contacts/${contact.id}/quote`, { cookie, body: { total: 900_000 } }), withId(contact.id));
    expect(response.status).toBe(201);
    expect((await clockOf(contact.id)).firstReplyAt).not.toBeNull();
  });

  it('stops at the admin\'s "I replied by phone or WhatsApp", keeping the first time', async () => {
    const contact = await enquire();
    const press = (id: number | string = contact.id, options: { cookie?: string; origin?: string } = { cookie }) =>
      replied(request("POST", `/api/contacts/${id}/replied`, options), withId(id));
    const first = await press();
    expect(first.status).toBe(200);
    const { firstReplyAt } = (await first.json()) as { firstReplyAt: string };
    expect((await clockOf(contact.id)).firstReplyAt).toBe(firstReplyAt);
    const again = (await (await press()).json()) as { firstReplyAt: string };
    expect(again.firstReplyAt).toBe(firstReplyAt);
    expect((await db.auditEvent.findFirstOrThrow({ where: { action: "reply-recorded" } })).target).toContain(contact.name);
    // Bad input: no such enquiry, a malformed id, a stranger, another site.
    expect((await press(999_999)).status).toBe(404);
    expect((await press("abc")).status).toBe(400);
    expect((await press(contact.id, {})).status).toBe(401);
    expect((await press(contact.id, { cookie, origin: "https://evil.example" })).status).toBe(403);
  });

  it("restarts when the band restores an enquiry held as spam: due from the restore", async () => {
    await postContact(request("POST", "/api/contacts", { body: { ...goodPayloads.home, source: "home", [SPAM_FIELDS.honeypot]: "x" }, ip: "192.0.2.77" }));
    const held = await db.contact.findFirstOrThrow({ where: { quarantinedAt: { not: null } } });
    await db.contact.update({ where: { id: held.id }, data: { createdAt: new Date(Date.now() - 30 * HOUR) } });
    const before = Date.now();
    expect((await restore(request("POST", `/api/contacts/${held.id}/restore`, { cookie }), withId(held.id))).status).toBe(200);
    const due = new Date((await clockOf(held.id)).replyDueAt!).getTime();
    expect(due).toBeGreaterThanOrEqual(before + 24 * HOUR);
    expect(due).toBeLessThan(Date.now() + 24 * HOUR + 1000);
  });
});

describe("the Overview's reply figures", () => {
  it("gives the last 30 days' median time to first reply, the share within the promise, and who waits now", async () => {
    const now = new Date("2027-03-01T12:00:00Z");
    const at = (hoursBefore: number) => new Date(now.getTime() - hoursBefore * HOUR);
    const row = (receivedHoursAgo: number, answeredAfterHours: number | null, extra: Record<string, unknown> = {}) => ({
      name: "Known",
      phone: "2348030000001",
      eventType: "wedding",
      eventDate: "2027-06-01",
      source: "home",
      createdAt: at(receivedHoursAgo),
      replyDueAt: new Date(at(receivedHoursAgo).getTime() + 24 * HOUR),
      firstReplyAt: answeredAfterHours === null ? null : new Date(at(receivedHoursAgo).getTime() + answeredAfterHours * HOUR),
      ...extra,
    });
    await db.contact.createMany({
      data: [
        row(100, 1), // in time
        row(90, 2), // in time
        row(80, 30), // late
        row(50, null), // unanswered and overdue
        row(5, null), // unanswered, still due
        row(40 * 24, 0.5), // older than 30 days: not counted
        row(10, 0.1, { isDemo: true }), // demo: never counted
        row(60, null, { replyDueAt: null, status: "contacted" }), // from before the clock
        row(20, null, { quarantinedAt: at(20) }), // held as spam
      ],
    });
    expect(await replyClockSummary(now)).toEqual({ received: 5, medianReplyMinutes: 120, shareWithinPromise: 0.5, waitingNow: 2, overdueNow: 1 });
    await resetDatabase();
    expect(await replyClockSummary(now)).toEqual({ received: 0, medianReplyMinutes: null, shareWithinPromise: null, waitingNow: 0, overdueNow: 0 });
  });
});

describe("one promise everywhere", () => {
  it("with replyHours at 48, the forms' answer and every mail say 48 hours, never 24", async () => {
    expect((await putSettings(request("PUT", "/api/admin/settings", { cookie, body: { replyHours: 48 } }), none)).status).toBe(200);
    for (const source of ["home", "contact", "quote", "quote-full"] as const) {
      const response = await postContact(request("POST", "/api/contacts", { body: { ...goodPayloads[source], email: `${source}@example.com`, source }, ip: `192.0.2.${ip++}` }));
      const answer = (await response.json()) as { message: string };
      expect(answer.message).not.toMatch(/24 hours/);
      if (source !== "home") expect(answer.message).toContain("48 hours");
    }
    const mails = await db.outbox.findMany({ where: { channel: "email" } });
    expect(mails.filter((mail) => mail.kind === "enquiry-acknowledgement").length).toBeGreaterThanOrEqual(3);
    for (const mail of mails) {
      expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(/24 hours|\{reply time\}/);
    }
    expect(mails.filter((mail) => mail.text.includes("48 hours"))).not.toHaveLength(0);
  });
});
