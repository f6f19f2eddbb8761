import { readSheet } from "read-excel-file/node";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportContacts } from "@/app/api/contacts/export/route";
import { GET as listContacts } from "@/app/api/contacts/route";
import { contactsWorkbook } from "@/lib/contacts/export";
import { everyContact } from "@/lib/contacts/queries";
import { db } from "@/lib/db";
import { databaseUrl, isPostgresUrl } from "@/lib/env";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { request } from "../support/requests";

// Issue 60: a band ten years in. At 997 enquiries the inbox answered 500 (a list of ids bound into
// one query); now every page is a keyset range, 500 rows at most, on both databases.

const ENQUIRIES = 20_000;
const none = { params: Promise.resolve({}) };
const START = Date.parse("2016-01-01T08:00:00Z");
let cookie = "";

type Row = { id: number; name: string; createdAt: string; alertFailures: string[] };

/** Enquiries over ten years, three to a timestamp (ties the id must break), every 97th a "Kaduna" venue. */
async function fill(count: number) {
  const CHUNK = 90; // rows × columns under SQLite's 996 parameters
  for (let from = 0; from < count; from += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, count - from) }, (_, offset) => {
      const n = from + offset;
      return {
        name: `Client ${n}`,
        phone: "+2348030000000",
        eventType: "wedding",
        eventDate: "2027-05-01",
        source: "home",
        venue: n % 97 === 0 ? `Kaduna Hall ${n}` : "Lekki",
        createdAt: new Date(START + Math.floor(n / 3) * 15 * 60_000),
      };
    });
    await db.contact.createMany({ data: rows });
  }
}

async function page(query: string) {
  const response = await listContacts(request("GET", `/api/contacts${query}`, { cookie }), none);
  expect(response.status).toBe(200);
  return { rows: (await response.json()) as Row[], next: response.headers.get("x-next-cursor") };
}

async function everyPage(query = "", between?: (index: number) => Promise<void>) {
  const seen: Row[] = [];
  let next: string | null = null;
  let index = 0;
  do {
    const separator = query ? "&" : "?";
    const result = await page(next ? `${query || ""}${query ? separator : "?"}cursor=${encodeURIComponent(next)}` : query);
    expect(result.rows.length).toBeLessThanOrEqual(500);
    seen.push(...result.rows);
    next = result.next;
    await between?.(index++);
  } while (next);
  return seen;
}

beforeAll(async () => {
  await resetDatabase();
  cookie = await signedInAdminCookie();
  await fill(ENQUIRIES);
}, 300_000);

describe("the inbox at ten years' size", () => {
  it("pages through every enquiry newest first, none twice and none skipped, while new ones arrive", async () => {
    const newest = await db.contact.findFirstOrThrow({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
    const failed = await db.outbox.create({
      data: {
        kind: "whatsapp-alert",
        channel: "whatsapp",
        to: "2348030000111",
        subject: "x",
        text: "x",
        contactId: newest.id,
        failedAt: new Date(),
        lastError: "WhatsApp alert failed: (#131026) undeliverable",
      },
    });
    const arrived: number[] = [];
    const rows = await everyPage("", async (index) => {
      if (index > 2) return;
      const late = await db.contact.create({ data: { name: `Late ${index}`, phone: "+2348030000001", eventType: "wedding", eventDate: "2027-05-01", source: "home" } });
      arrived.push(late.id);
    });
    const ids = rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !arrived.includes(id))).toHaveLength(ENQUIRIES);
    // Newest first, the id breaking ties.
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      expect(a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id)).toBe(true);
    }
    expect(rows.find((row) => row.id === newest.id)?.alertFailures).toEqual([failed.lastError]);
    expect(rows.filter((row) => row.alertFailures.length)).toHaveLength(1);
    await db.contact.deleteMany({ where: { id: { gte: Math.min(...arrived) } } });
  });

  it("searches in the query, across every page", async () => {
    const found = await everyPage("?q=kaduna");
    expect(found).toHaveLength(Math.ceil(ENQUIRIES / 97));
    expect(found.every((row) => row.name.startsWith("Client "))).toBe(true);
    const first = await page("?q=Kaduna%20Hall%2097");
    expect(first.rows.map((row) => row.name)).toContain("Client 97");
    expect(first.next).toBeNull();
  });

  it("exports every match, not only the first page", async () => {
    const response = await exportContacts(request("GET", "/api/contacts/export", { cookie }), none);
    expect(response.status).toBe(200);
    const lines = (await response.text()).split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(ENQUIRIES + 1);
    const filtered = await exportContacts(request("GET", "/api/contacts/export?q=Kaduna", { cookie }), none);
    expect((await filtered.text()).split("\r\n").filter(Boolean)).toHaveLength(Math.ceil(ENQUIRIES / 97) + 1);
    const audit = await db.auditEvent.findMany({ where: { action: "export" }, orderBy: { id: "asc" } });
    expect(audit.map((event) => event.target)).toEqual([`enquiries (${ENQUIRIES})`, `enquiries (${Math.ceil(ENQUIRIES / 97)})`]);
  });

  it("says in the workbook's last row how many did not fit in an Excel sheet", async () => {
    const workbook = await contactsWorkbook(everyContact({ q: "Kaduna" }), 100);
    const rows = await readSheet(workbook);
    expect(rows).toHaveLength(1 + 100 + 1);
    expect(rows.at(-1)?.[0]).toBe(`${Math.ceil(ENQUIRIES / 97) - 100} more enquiries do not fit in an Excel sheet: export as CSV to have them all.`);
  });

  it("answers 400 for a cursor it did not give", async () => {
    for (const cursor of ["abc", "1.2.3", "-5.1", "99999999999999999999.1", ""]) {
      const response = await listContacts(request("GET", `/api/contacts?cursor=${encodeURIComponent(cursor)}`, { cookie }), none);
      expect(response.status, cursor).toBe(cursor === "" ? 200 : 400);
      if (cursor) expect(((await response.json()) as { error: string }).error).toMatch(/cursor/);
    }
  });

  it("reads each page through an index, never sorting the whole table", async () => {
    const plan = await inboxPlan();
    if (isPostgresUrl(databaseUrl())) {
      expect(plan).toMatch(/Index Scan/);
      expect(plan).not.toMatch(/Seq Scan/);
    } else {
      expect(plan).toMatch(/USING INDEX/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    }
  });
});

describe("the payments at ten years' size", () => {
  const QUOTES = 1_200; // past the 1,000 the tab once read at most

  async function quotesAndPayments() {
    const contacts = await db.contact.findMany({ orderBy: { id: "asc" }, take: QUOTES, select: { id: true, createdAt: true } });
    for (let from = 0; from < QUOTES; from += 60) {
      const slice = contacts.slice(from, from + 60);
      await db.bookingQuote.createMany({
        data: slice.map((contact, offset) => ({
          contactId: contact.id,
          token: `scale-${from + offset}`,
          url: `http://localhost:3000/booking/scale-${from + offset}`,
          total: 1_000_000,
          deposit: 500_000,
          balance: 500_000,
          depositDueAt: contact.createdAt,
          expiresAt: contact.createdAt,
          status: "deposit-paid",
          createdAt: contact.createdAt,
        })),
      });
    }
    const quotes = await db.bookingQuote.findMany({ select: { id: true, createdAt: true } });
    for (let from = 0; from < quotes.length; from += 60) {
      await db.bookingPayment.createMany({
        data: quotes
          .slice(from, from + 60)
          .map((quote) => ({
            quoteId: quote.id,
            part: "deposit",
            method: "bank-transfer",
            reference: `scale-ref-${quote.id}`,
            amount: 500_000,
            status: "paid",
            paidAt: quote.createdAt,
          })),
      });
    }
  }

  it("pages every quote, sums every payment by month and owes what is owed, and exports them all", async () => {
    const { GET: listPayments } = await import("@/app/api/admin/payments/route");
    await quotesAndPayments();
    const seen: number[] = [];
    let query = "";
    let first: { months: { received: number }[]; owed: number } | undefined;
    do {
      const response = await listPayments(request("GET", `/api/admin/payments${query}`, { cookie }), none);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { quotes: { id: number }[]; months: { received: number }[]; owed: number };
      first ??= body;
      seen.push(...body.quotes.map((quote) => quote.id));
      const next = response.headers.get("x-next-cursor");
      query = next ? `?cursor=${encodeURIComponent(next)}` : "";
    } while (query);
    expect(new Set(seen).size).toBe(QUOTES);
    expect(first!.months.reduce((sum, month) => sum + month.received, 0)).toBe(QUOTES * 500_000);
    expect(first!.owed).toBe(QUOTES * 500_000);
    const csv = await listPayments(request("GET", "/api/admin/payments?format=csv", { cookie }), none);
    expect((await csv.text()).split("\r\n").filter(Boolean)).toHaveLength(QUOTES + 1);
    expect((await listPayments(request("GET", "/api/admin/payments?cursor=nope", { cookie }), none)).status).toBe(400);
  });
});

/** The plan of the inbox's page query (lib/contacts/queries.ts) as each database runs it. */
async function inboxPlan(): Promise<string> {
  const at = new Date(START + 1000 * 15 * 60_000);
  if (isPostgresUrl(databaseUrl())) {
    await db.$executeRawUnsafe("ANALYZE contacts");
    const rows = await db.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(
      `EXPLAIN SELECT * FROM contacts WHERE "quarantinedAt" IS NULL AND ("createdAt" < $1 OR ("createdAt" = $1 AND id < $2)) ORDER BY "createdAt" DESC, id DESC LIMIT 501`,
      at,
      5000,
    );
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  }
  const rows = await db.$queryRawUnsafe<{ detail: string }[]>(
    `EXPLAIN QUERY PLAN SELECT * FROM contacts WHERE quarantinedAt IS NULL AND (createdAt < ? OR (createdAt = ? AND id < ?)) ORDER BY createdAt DESC, id DESC LIMIT 501`,
    at.getTime(),
    at.getTime(),
    5000,
  );
  return rows.map((row) => row.detail).join("\n");
}
