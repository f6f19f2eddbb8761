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

  it("lists those still waiting for a reply, soonest due first, however old (?waiting=1), and none in the spam folder", async () => {
    // Three waiting years back (far beyond the first page), one answered, one held as spam.
    const old = await db.contact.findMany({ where: { name: { in: ["Client 10", "Client 11", "Client 12", "Client 13", "Client 14"] } }, orderBy: { id: "asc" } });
    const due = (days: number) => new Date(START + days * 86_400_000);
    await db.contact.update({ where: { id: old[0]!.id }, data: { replyDueAt: due(3) } });
    await db.contact.update({ where: { id: old[1]!.id }, data: { replyDueAt: due(1) } });
    // A venue written by hand, past the app: its search text is made again by the next search.
    await db.contact.update({ where: { id: old[2]!.id }, data: { replyDueAt: due(2), venue: "Kaduna Hall waiting", searchText: "" } });
    await db.contact.update({ where: { id: old[3]!.id }, data: { replyDueAt: due(1), firstReplyAt: due(0) } });
    await db.contact.update({ where: { id: old[4]!.id }, data: { replyDueAt: due(1), quarantinedAt: due(0) } });
    try {
      const waiting = await page("?waiting=1");
      expect(waiting.rows.map((row) => row.name)).toEqual(["Client 11", "Client 12", "Client 10"]);
      expect(waiting.next).toBeNull();
      expect((await page("?waiting=1&q=Kaduna%20Hall%20waiting")).rows.map((row) => row.name)).toEqual(["Client 12"]);
      expect((await page("?waiting=1&folder=spam")).rows).toEqual([]);
      const first = await page("");
      expect(first.rows.map((row) => row.name)).not.toContain("Client 11");
      for (const query of ["?waiting=yes", `?waiting=1&cursor=${encodeURIComponent(first.next!)}`]) {
        expect((await listContacts(request("GET", `/api/contacts${query}`, { cookie }), none)).status, query).toBe(400);
      }
    } finally {
      await db.contact.updateMany({ where: { id: { in: old.map((row) => row.id) } }, data: { replyDueAt: null, firstReplyAt: null, quarantinedAt: null } });
    }
  });

  it("answers 400 for a cursor it did not give", async () => {
    // An id past an Int column's range was a 500 on PostgreSQL.
    for (const cursor of ["abc", "1.2.3", "-5.1", "99999999999999999999.1", "1700000000000.99999999999", "1700000000000.0", ""]) {
      const response = await listContacts(request("GET", `/api/contacts?cursor=${encodeURIComponent(cursor)}`, { cookie }), none);
      expect(response.status, cursor).toBe(cursor === "" ? 200 : 400);
      if (cursor) expect(((await response.json()) as { error: string }).error).toMatch(/cursor/);
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
        data: quotes.slice(from, from + 60).map((quote) => ({
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

describe("the lists' indexes, with ten years' rows in the tables", () => {
  beforeAll(async () => {
    // Enough rows in the other lists' tables that a planner would rather scan them than pick an index blindly.
    const contact = await db.contact.findFirstOrThrow({ select: { id: true } });
    for (let from = 0; from < 3_000; from += 90) {
      const at = (n: number) => new Date(START + (from + n) * 60_000);
      await db.websiteTraffic.createMany({ data: Array.from({ length: 90 }, (_, n) => ({ pagePath: "/", visitedAt: at(n), timeOnPage: n % 2 ? 30 : null })) });
      await db.whatsappMessage.createMany({
        data: Array.from({ length: 90 }, (_, n) => ({
          waMessageId: `wamid.plan${from + n}`,
          contactId: contact.id + n,
          direction: "in",
          text: "Hi",
          status: "received",
          at: at(n),
        })),
      });
      await db.auditEvent.createMany({ data: Array.from({ length: 90 }, (_, n) => ({ action: "sign-in", outcome: "failure", createdAt: at(n) })) });
      await db.musicTrack.createMany({
        data: Array.from({ length: 90 }, (_, n) => ({
          title: `Track ${from + n}`,
          artist: "Band",
          fileUrl: `/t${from + n}.mp3`,
          storageKey: `t${from + n}`,
          fileSize: 1,
          mimeType: "audio/mpeg",
          createdAt: at(n),
        })),
      });
      await db.repertoireSong.createMany({
        data: Array.from({ length: 90 }, (_, n) => ({ title: `Song ${from + n}`, artist: "Band", genre: `Genre ${n % 12}`, matchKey: `plan-song-${from + n}` })),
      });
    }
  });

  it("reads each page of each list through an index, never sorting the whole table", async () => {
    for (const [list, plan] of await listPlans()) {
      if (isPostgresUrl(databaseUrl())) {
        expect(plan, list).toMatch(/Index (Only )?Scan/);
        expect(plan, list).not.toMatch(/Seq Scan/);
        // An incremental sort of the ties on the index's order is fine; a sort of everything is not.
        // The spam folder's rows are a range of the (quarantinedAt, createdAt) index, sorted alone.
        // So are the waiting ones a range of the (firstReplyAt, replyDueAt) index.
        if (list === "inbox, spam folder") expect(plan, list).toMatch(/Index Cond: \("quarantinedAt" IS NOT NULL\)/);
        else if (list === "inbox, waiting for a reply") expect(plan, list).toMatch(/Index Cond: \(\("firstReplyAt" IS NULL\) AND \("replyDueAt" IS NOT NULL\)\)/);
        else expect(plan, list).not.toMatch(/^\s*(->\s*)?Sort\s+\(/m);
      } else {
        expect(plan, list).toMatch(/USING (COVERING |INTEGER PRIMARY KEY )?(INDEX|\(rowid)/);
        // Sorting the ties of the index's order ("RIGHT PART OF ORDER BY") is fine; sorting everything is not.
        expect(plan, list).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
      }
    }
  });
});

/**
 * The plans of the panel lists' page queries (lib/contacts/queries.ts, lib/payments/admin-list.ts,
 * lib/audit/list.ts, lib/conversations/replies.ts, lib/analytics/queries.ts, lib/gallery/lists.ts, lib/music/tracks.ts, lib/repertoire/songs.ts) as each database
 * runs them. PostgreSQL is asked with sequential scans priced out, so a plan names an index only
 * where one serves the query's filter and order.
 */
async function listPlans(): Promise<[string, string][]> {
  const postgres = isPostgresUrl(databaseUrl());
  const q = (name: string) => (postgres ? `"${name}"` : name);
  const page = `(${q("createdAt")} < $1 OR (${q("createdAt")} = $1 AND id < $2)) ORDER BY ${q("createdAt")} DESC, id DESC LIMIT 501`;
  const queries: [string, string][] = [
    ["inbox", `SELECT * FROM contacts WHERE ${q("quarantinedAt")} IS NULL AND ${page}`],
    ["inbox, spam folder", `SELECT * FROM contacts WHERE ${q("quarantinedAt")} IS NOT NULL AND ${page}`],
    ["inbox, by status", `SELECT * FROM contacts WHERE ${q("quarantinedAt")} IS NULL AND status = 'new' AND ${page}`],
    ["payments", `SELECT * FROM booking_quotes WHERE status <> 'replaced' AND ${page}`],
    ["audit log", `SELECT * FROM audit_events WHERE ${page.replace("LIMIT 501", "LIMIT 51")}`],
    ["audit log, by action", `SELECT * FROM audit_events WHERE action = 'sign-in' AND ${page.replace("LIMIT 501", "LIMIT 51")}`],
    [
      "inbox, waiting for a reply",
      `SELECT * FROM contacts WHERE ${q("quarantinedAt")} IS NULL AND ${q("firstReplyAt")} IS NULL AND ${q("replyDueAt")} IS NOT NULL ORDER BY ${q("replyDueAt")} ASC, id ASC LIMIT 500`,
    ],
    ["WhatsApp conversation", `SELECT * FROM whatsapp_messages WHERE ${q("contactId")} = $1 ORDER BY at ASC LIMIT 501`],
    ["music tracks", `SELECT * FROM music_tracks WHERE ${q("isActive")} = true AND ${page}`],
    ["repertoire", `SELECT * FROM repertoire_songs ORDER BY genre ASC, title ASC, id ASC LIMIT 501`],
    ["gallery photos", `SELECT * FROM gallery_photos ORDER BY position ASC, id ASC LIMIT 501`],
    ["gallery videos", `SELECT * FROM gallery_videos ORDER BY position ASC, id ASC LIMIT 501`],
    ["recent visits", `SELECT * FROM website_traffic WHERE ${q("timeOnPage")} IS NULL ORDER BY ${q("visitedAt")} DESC, id DESC LIMIT 20`],
  ];
  const at = new Date(START + 1000 * 15 * 60_000);
  if (postgres) {
    await db.$executeRawUnsafe("ANALYZE");
    return db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
      const plans: [string, string][] = [];
      for (const [list, sql] of queries) {
        const rows = await tx.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN ${sql}`, ...(sql.includes("$2") ? [at, 5000] : sql.includes("$1") ? [5000] : []));
        plans.push([list, rows.map((row) => row["QUERY PLAN"]).join("\n")]);
      }
      return plans;
    });
  }
  const plans: [string, string][] = [];
  for (const [list, sql] of queries) {
    // SQLite's plain "?" parameters, in the order the query names them.
    const values = { $1: sql.includes("$2") ? at.toISOString() : 5000, $2: 5000 };
    const named = [...sql.matchAll(/\$[12]/g)].map((match) => values[match[0] as "$1" | "$2"]);
    const rows = await db.$queryRawUnsafe<{ detail: string }[]>(`EXPLAIN QUERY PLAN ${sql.replace(/\$[12]/g, "?")}`, ...named);
    plans.push([list, rows.map((row) => row.detail).join("\n")]);
  }
  return plans;
}
