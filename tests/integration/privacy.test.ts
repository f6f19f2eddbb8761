import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as erase } from "@/app/api/admin/privacy/erase/route";
import { GET as lookup } from "@/app/api/admin/privacy/person/route";
import { db } from "@/lib/db";
import { copiedModels, tableBatches } from "@/lib/db/copy";
import { submitEnquiry } from "@/lib/enquiries/submit";
import { signedInAdminCookie, signedInMember } from "../support/admin";
import { resetDatabase } from "../support/db";
import { goodPayloads } from "../support/enquiries";
import { request } from "../support/requests";
import { delivery, inbound } from "../support/whatsapp-webhook";
import { deliverToWebhook, stubWhatsappEnv } from "../support/whatsapp-route";

// Issue 66, items 2 and 3, on both databases: one person's data found by email (any case) or phone
// (any form) across every table, and erased so that no table's text holds their email or phone
// (nor their name, but on what the tax records keep), the invoice numbers and amounts kept.

const none = { params: Promise.resolve({}) };
const EMAIL = "ada.erasable@example.com";
const PHONE_DIGITS = "2348031112222";
let cookie = "";

const find = (query: string, as = cookie) => lookup(request("GET", `/api/admin/privacy/person?${query}`, { cookie: as }), none);
const eraseBy = (body: unknown, as = cookie, origin?: string) => erase(request("POST", "/api/admin/privacy/erase", { cookie: as, body, origin }), none);

/** Every row of every table, as text, lowercased. */
async function everyRow(): Promise<string[]> {
  const rows: string[] = [];
  for (const model of copiedModels) for await (const batch of tableBatches(db, model)) for (const row of batch) rows.push(`${model} ${JSON.stringify(row)}`.toLowerCase());
  return rows;
}

async function seedPerson() {
  // An enquiry from the site's form, typed with capitals and spaces, then quoted, invoiced and paid.
  const form = await submitEnquiry(
    "contact",
    { ...goodPayloads.contact, name: "Ada Erasable", email: "Ada.Erasable@Example.com", phone: "0803 111 2222" },
    { ip: "192.0.2.60", siteOrigin: "https://band.example" },
  );
  expect(form.ok).toBe(true);
  const contact = await db.contact.findFirstOrThrow({ where: { name: "Ada Erasable" } });
  const quote = await db.bookingQuote.create({
    data: {
      contactId: contact.id,
      token: "erasable-quote-token-0000000000000000000000".slice(0, 43),
      url: "https://band.example/booking/x",
      total: 1_200_000,
      deposit: 600_000,
      balance: 600_000,
      depositDueAt: new Date(),
      expiresAt: new Date(Date.now() + 60 * 86_400_000),
      status: "paid",
      invoiceNumber: "INV-2026-0042",
      invoicedAt: new Date(),
      acceptedName: "Ada Erasable",
      acceptedAddress: "198.51.100.77",
      billAddress: "12 Admiralty Way, Lekki",
    },
  });
  await db.bookingPayment.create({
    data: {
      quoteId: quote.id,
      part: "deposit",
      method: "manual",
      reference: "erasable-deposit",
      amount: 600_000,
      status: "paid",
      paidAt: new Date(),
      receiptNumber: "RCT-2026-0042",
    },
  });
  await db.eventPlan.create({ data: { quoteId: quote.id, data: JSON.stringify({ celebrants: "Ada and Tunde", notes: `Call ${PHONE_DIGITS}` }), updatedBy: "client" } });
  // The same person on WhatsApp: a second enquiry with a conversation.
  stubWhatsappEnv("http://127.0.0.1:9");
  expect((await deliverToWebhook(delivery(inbound(PHONE_DIGITS, "Ada on WhatsApp", "Hello, is 12 June free? Write to ada.erasable@example.com")))).status).toBe(200);
  await db.newsletter.create({ data: { email: EMAIL, unsubscribeToken: "erasable-unsubscribe-token" } });
  // A later enquiry with the same email from another phone, never quoted.
  const second = await submitEnquiry(
    "contact",
    { ...goodPayloads.contact, name: "Ada Second Form", email: EMAIL, phone: "0805 777 6666" },
    { ip: "192.0.2.62", siteOrigin: "https://band.example" },
  );
  expect(second.ok).toBe(true);
  return quote;
}

beforeEach(async () => {
  await resetDatabase();
  cookie = await signedInAdminCookie();
  vi.stubEnv("SMTP_URL", "");
});
afterEach(() => vi.unstubAllEnvs());

describe("a person's data", () => {
  it("is found by email in any case and by phone in any form, across the tables", async () => {
    await seedPerson();
    await submitEnquiry(
      "contact",
      { ...goodPayloads.contact, name: "Someone Else", email: "someone@example.com", phone: "0803 999 8888" },
      { ip: "192.0.2.61", siteOrigin: "https://band.example" },
    );
    // Their own request for access, answered; another person's request is not theirs.
    const due = new Date(Date.now() + 30 * 86_400_000);
    await db.privacyRequest.create({ data: { email: EMAIL, kind: "access", details: "All you hold, please", dueAt: due, status: "done", doneAt: new Date(), doneBy: "admin" } });
    await db.privacyRequest.create({ data: { email: "someone@example.com", kind: "erasure", dueAt: due } });
    const byEmail = await find(`email=${encodeURIComponent("ADA.ERASABLE@example.com")}`);
    expect(byEmail.status).toBe(200);
    const found = (await byEmail.json()) as {
      records: Record<string, unknown[]> & { enquiries: { name: string }[]; documents: { number: string }[]; quotes: Record<string, unknown>[] };
    };
    expect(found.records.enquiries.map((enquiry) => enquiry.name)).toEqual(["Ada Erasable", "Ada Second Form"]);
    expect(found.records.quotes).toHaveLength(1);
    expect(found.records.quotes[0]).not.toHaveProperty("token");
    // The inbox's search column is an index of the enquiry's fields, not data to hand over twice.
    expect(found.records.enquiries[0]).toHaveProperty("email");
    expect(found.records.enquiries[0]).not.toHaveProperty("searchText");
    expect(found.records.payments).toHaveLength(1);
    expect(found.records.documents.map((document) => document.number).sort()).toEqual(["INV-2026-0042", "RCT-2026-0042"]);
    expect(found.records.newsletter).toHaveLength(1);
    expect(found.records.privacyRequests).toEqual([
      {
        id: expect.any(Number),
        kind: "access",
        details: "All you hold, please",
        receivedAt: expect.any(String),
        dueAt: due.toISOString(),
        status: "done",
        doneAt: expect.any(String),
      },
    ]);

    const byPhone = (await (await find(`phone=${encodeURIComponent("+234 803 111 2222")}`)).json()) as {
      records: { enquiries: { name: string }[]; whatsappMessages: { text: string }[] };
    };
    // The WhatsApp conversation joins the number's enquiry; the other phone's enquiry is not this number's.
    expect(byPhone.records.enquiries.map((enquiry) => enquiry.name)).toContain("Ada Erasable");
    expect(byPhone.records.enquiries.map((enquiry) => enquiry.name)).not.toContain("Ada Second Form");
    expect(byPhone.records.whatsappMessages.map((message) => message.text)).toEqual(["Hello, is 12 June free? Write to ada.erasable@example.com"]);
    // Audited, without the person's details.
    const audited = await db.auditEvent.findMany({ where: { action: "privacy.lookup" } });
    expect(audited).toHaveLength(2);
    expect(JSON.stringify(audited)).not.toContain("erasable");
  });

  it("is erased from every table but what the tax records keep, and the other person is untouched", async () => {
    await seedPerson();
    await submitEnquiry(
      "contact",
      { ...goodPayloads.contact, name: "Someone Else", email: "someone@example.com", phone: "0803 999 8888" },
      { ip: "192.0.2.61", siteOrigin: "https://band.example" },
    );
    const otherBefore = (await everyRow()).filter((row) => row.includes("someone@example.com")).length;

    const response = await eraseBy({ email: "ada.erasable@EXAMPLE.com", phone: "08031112222" });
    expect(response.status).toBe(200);
    const erased = (await response.json()) as { enquiriesDeleted: number };
    expect(erased.enquiriesDeleted).toBeGreaterThanOrEqual(1);
    expect(erased).toMatchObject({
      enquiriesKept: 1,
      whatsappMessages: 1,
      eventPlans: 1,
      newsletter: 1,
      kept: { invoices: 1, receipts: 1, payments: 1, why: expect.stringContaining("six years") },
    });

    const rows = await everyRow();
    for (const trace of [
      "ada.erasable@example.com",
      "8031112222",
      "111 2222",
      "8057776666",
      "777 6666",
      "ada on whatsapp",
      "ada second form",
      "admiralty way",
      "198.51.100.77",
      "ada and tunde",
    ]) {
      expect(
        rows.filter((row) => row.includes(trace)),
        trace,
      ).toEqual([]);
    }
    // The name stays only where the invoice and receipt need it: the kept enquiry and the acceptance.
    expect(rows.filter((row) => row.includes("ada erasable")).map((row) => row.split(" ")[0])).toEqual(["contact", "bookingquote"]);
    // Invoice numbers and amounts are kept.
    expect(await db.bookingQuote.findFirstOrThrow({ where: { invoiceNumber: "INV-2026-0042" } })).toMatchObject({ total: 1_200_000 });
    expect(await db.bookingPayment.findFirstOrThrow({ where: { receiptNumber: "RCT-2026-0042" } })).toMatchObject({ amount: 600_000 });
    expect((await everyRow()).filter((row) => row.includes("someone@example.com")).length).toBe(otherBefore);
    const audited = await db.auditEvent.findFirstOrThrow({ where: { action: "privacy.erase" } });
    expect(audited.target).toContain(`${erased.enquiriesDeleted} enquiries deleted`);
  });

  it("finds and erases a person with more enquiries than one page holds", async () => {
    const many = 450;
    await db.contact.createMany({
      data: Array.from({ length: many }, (_, index) => ({
        name: `Flood ${index}`,
        email: index % 2 ? EMAIL : null,
        phone: "0803 111 2222",
        phoneDigits: PHONE_DIGITS,
        eventType: "",
        eventDate: "",
        source: "whatsapp",
      })),
    });
    const found = (await (await find(`phone=${PHONE_DIGITS}`)).json()) as { records: { enquiries: unknown[] } };
    expect(found.records.enquiries).toHaveLength(many);
    const response = await eraseBy({ phone: "+234 803 111 2222" });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { enquiriesDeleted: number }).enquiriesDeleted).toBe(many);
    expect(await db.contact.count()).toBe(0);
  });

  it("refuses to erase a person whose quote waits for payment, naming it", async () => {
    const quote = await seedPerson();
    await db.bookingQuote.update({ where: { id: quote.id }, data: { status: "deposit-paid" } });
    const response = await eraseBy({ email: EMAIL });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toContain(`Quote ${quote.id} is waiting for payment`);
    expect(await db.contact.count({ where: { name: "Ada Erasable" } })).toBe(1);
    expect(await db.whatsappMessage.count()).toBe(1);
  });

  it("refuses bad input, strangers, other roles and cross-site requests", async () => {
    expect((await find("")).status).toBe(400);
    expect((await find("email=not-an-email")).status).toBe(400);
    expect((await find("phone=12")).status).toBe(400);
    expect((await find(`email=${"a".repeat(250)}@example.com`)).status).toBe(400);
    expect((await eraseBy({})).status).toBe(400);
    expect((await eraseBy({ email: 42 })).status).toBe(400);
    expect((await eraseBy("not json")).status).toBe(400);
    expect((await find(`email=${EMAIL}`, "")).status).toBe(401);
    expect((await eraseBy({ email: EMAIL }, "")).status).toBe(401);
    const frontDesk = await signedInMember("desk", "front-desk");
    expect((await find(`email=${EMAIL}`, frontDesk.cookie)).status).toBe(403);
    expect((await eraseBy({ email: EMAIL }, frontDesk.cookie)).status).toBe(403);
    expect((await eraseBy({ email: EMAIL }, cookie, "https://evil.example")).status).toBe(403);
  });
});
