import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as cronRetention, POST as cronRetentionPost } from "@/app/api/cron/retention/route";
import { PUT as putSettings } from "@/app/api/admin/settings/route";
import { db } from "@/lib/db";
import { runRetention } from "@/lib/privacy/retention";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { request } from "../support/requests";

// Issue 66, item 5, on both databases: the retention periods of the settings, applied by moving
// dates. Unbooked enquiries past their period go with their messages; quoted or booked ones stay,
// with every money record; conversations and raw visits past theirs go; each run is audited.

const SECRET = "a-cron-secret-for-the-retention-12345";
const NOW = new Date("2026-11-28T12:00:00Z");
const monthsAgo = (months: number, days = 0) => new Date(Date.UTC(2026, 10 - months, 28 - days, 12));
const none = { params: Promise.resolve({}) };

let serial = 0;
async function enquiry(createdAt: Date, data: { status?: string } = {}) {
  serial += 1;
  return db.contact.create({
    data: {
      name: `Guest ${serial}`,
      email: `guest${serial}@example.com`,
      phone: "08031234567",
      eventType: "wedding",
      eventDate: "2025-01-01",
      source: "contact",
      createdAt,
      ...data,
    },
  });
}
const message = (contactId: number, at: Date) =>
  db.whatsappMessage.create({ data: { waMessageId: `wamid.${++serial}`, contactId, direction: "in", text: "Hello", status: "received", at } });

beforeEach(async () => {
  await resetDatabase();
  vi.stubEnv("CRON_SECRET", SECRET);
});
afterEach(() => vi.unstubAllEnvs());

describe("the retention run", () => {
  it("deletes unbooked enquiries past 24 months with their messages, keeps quoted and booked ones, and audits the counts", async () => {
    const old = await enquiry(monthsAgo(25));
    await message(old.id, monthsAgo(25));
    await db.outbox.create({ data: { kind: "enquiry-notification", to: "band", subject: "New enquiry", text: "…", contactId: old.id } });
    const recent = await enquiry(monthsAgo(23));
    const booked = await enquiry(monthsAgo(30), { status: "booked" });
    const quoted = await enquiry(monthsAgo(30));
    const quote = await db.bookingQuote.create({
      data: {
        contactId: quoted.id,
        token: "retention-quote-token-00000000000000000000",
        url: "https://band.example/booking/x",
        total: 500_000,
        deposit: 250_000,
        balance: 250_000,
        depositDueAt: monthsAgo(29),
        expiresAt: monthsAgo(28),
        status: "paid",
        invoiceNumber: "INV-2024-0007",
      },
    });
    await db.bookingPayment.create({
      data: {
        quoteId: quote.id,
        part: "deposit",
        method: "manual",
        reference: "manual-retention-1",
        amount: 250_000,
        status: "paid",
        paidAt: monthsAgo(29),
        receiptNumber: "RCT-2024-0007",
      },
    });
    // A conversation of the booked event past its own period, and one within it.
    await message(booked.id, monthsAgo(25));
    await message(recent.id, monthsAgo(1));
    await db.websiteTraffic.create({ data: { pagePath: "/", visitedAt: monthsAgo(14), createdAt: monthsAgo(14) } });
    await db.websiteTraffic.create({ data: { pagePath: "/", visitedAt: monthsAgo(2), createdAt: monthsAgo(2) } });

    expect(await runRetention(NOW)).toEqual({ enquiries: 1, whatsappMessages: 2, visits: 1, actions: 0 });
    expect((await db.contact.findMany({ orderBy: { id: "asc" } })).map((row) => row.id)).toEqual([recent.id, booked.id, quoted.id]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.whatsappMessage.count()).toBe(1);
    expect(await db.bookingQuote.findUniqueOrThrow({ where: { id: quote.id } })).toMatchObject({ invoiceNumber: "INV-2024-0007", total: 500_000 });
    expect(await db.bookingPayment.count({ where: { receiptNumber: "RCT-2024-0007" } })).toBe(1);
    expect(await db.websiteTraffic.count()).toBe(1);
    const audit = await db.auditEvent.findFirstOrThrow({ where: { action: "privacy.retention" } });
    expect(audit.target).toBe("1 unbooked enquiries, 2 WhatsApp messages, 1 visits, 0 actions deleted");
    // Nothing left to do the second time.
    expect(await runRetention(NOW)).toEqual({ enquiries: 0, whatsappMessages: 0, visits: 0, actions: 0 });
  });

  it("follows the periods the band saved, and refuses periods out of range", async () => {
    const cookie = await signedInAdminCookie();
    const save = (retention: unknown) => putSettings(request("PUT", "/api/admin/settings", { cookie, body: { retention } }), none);
    const refused = await save({ unbookedEnquiryMonths: 0, whatsappMonths: 24, analyticsMonths: 13 });
    expect(refused.status).toBe(400);
    expect((await refused.json()).fields["retention.unbookedEnquiryMonths"]).toMatch(/at least 1/);
    expect((await save({ unbookedEnquiryMonths: 6, whatsappMonths: 24 })).status).toBe(400);
    expect((await save({ unbookedEnquiryMonths: 6, whatsappMonths: 24, analyticsMonths: 13, forever: true })).status).toBe(400);
    expect((await save({ unbookedEnquiryMonths: 6, whatsappMonths: 3, analyticsMonths: 13 })).status).toBe(200);

    const sevenMonths = await enquiry(monthsAgo(7));
    const fiveMonths = await enquiry(monthsAgo(5));
    await message(fiveMonths.id, monthsAgo(4));
    expect(await runRetention(NOW)).toMatchObject({ enquiries: 1, whatsappMessages: 1 });
    expect(await db.contact.findUnique({ where: { id: sevenMonths.id } })).toBeNull();
    expect(await db.contact.findUnique({ where: { id: fiveMonths.id } })).not.toBeNull();
  });

  it("runs from the cron route with the secret only, by GET or POST", async () => {
    await enquiry(new Date(Date.now() - 800 * 86_400_000));
    const ask = (method: "GET" | "POST", authorization?: string) =>
      (method === "GET" ? cronRetention : cronRetentionPost)(request(method, "/api/cron/retention", { headers: authorization ? { authorization } : {} }));
    expect((await ask("GET")).status).toBe(401);
    expect((await ask("GET", "Bearer wrong-secret")).status).toBe(401);
    const ran = await ask("POST", `Bearer ${SECRET}`);
    expect(ran.status).toBe(200);
    expect(await ran.json()).toMatchObject({ enquiries: 1 });
    expect(await db.contact.count()).toBe(0);
  });
});
