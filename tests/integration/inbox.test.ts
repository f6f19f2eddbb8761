import { unzipSync } from "fflate";
import { readSheet } from "read-excel-file/node";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PATCH as patchContact } from "@/app/api/contacts/[id]/route";
import { GET as exportContacts } from "@/app/api/contacts/export/route";
import { GET as listContacts } from "@/app/api/contacts/route";
import { GET as outbox } from "@/app/api/admin/outbox/route";
import { GET as exportSubscribers } from "@/app/api/newsletter/export/route";
import { submitEnquiryAction } from "@/lib/actions/submit-enquiry";
import { subscribeNewsletterAction } from "@/lib/actions/subscribe-newsletter";
import { db } from "@/lib/db";
import { idleState } from "@/lib/forms/state";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { goodPayloads } from "../support/enquiries";
import { request } from "../support/requests";

vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "192.0.2.77" }) }));

const none = { params: Promise.resolve({}) };
const withId = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });

async function seed() {
  const make = (name: string, status: string, createdAt: string, extra = {}) =>
    db.contact.create({ data: { name, phone: "+2348030000000", eventType: "Wedding", eventDate: "2027-05-01", source: "home", status, createdAt: new Date(createdAt), ...extra } });
  await make("Amaka Obi", "new", "2026-11-01T09:00:00Z", { email: "amaka@example.com", message: "Garden wedding" });
  await make("Bola Ade", "booked", "2026-11-10T23:30:00Z", { venue: "Lekki Hall" });
  await make('=HYPERLINK("http://x")', "closed", "2026-11-15T12:00:00Z");
}

beforeEach(resetDatabase);

describe("the admin inbox API", () => {
  it("refuses every inbox call without a session", async () => {
    expect((await listContacts(request("GET", "/api/contacts"), none)).status).toBe(401);
    expect((await patchContact(request("PATCH", "/api/contacts/1", { body: { status: "booked" } }), withId(1))).status).toBe(401);
    expect((await exportContacts(request("GET", "/api/contacts/export"), none)).status).toBe(401);
    expect((await exportSubscribers(request("GET", "/api/newsletter/export"), none)).status).toBe(401);
    expect((await outbox(request("GET", "/api/admin/outbox"), none)).status).toBe(401);
  });

  it("searches and filters by status and by day in Lagos time", async () => {
    await seed();
    const cookie = await signedInAdminCookie();
    const names = async (query: string) => {
      const response = await listContacts(request("GET", `/api/contacts${query}`, { cookie }), none);
      expect(response.status).toBe(200);
      return ((await response.json()) as { name: string }[]).map((c) => c.name);
    };
    expect(await names("")).toEqual(['=HYPERLINK("http://x")', "Bola Ade", "Amaka Obi"]);
    expect(await names("?status=booked")).toEqual(["Bola Ade"]);
    expect(await names("?q=garden")).toEqual(["Amaka Obi"]);
    expect(await names("?q=LEKKI")).toEqual(["Bola Ade"]);
    // 23:30 UTC on the 10th is already the 11th in Lagos.
    expect(await names("?from=2026-11-11&to=2026-11-11")).toEqual(["Bola Ade"]);
    expect(await names("?to=2026-11-05")).toEqual(["Amaka Obi"]);
    for (const bad of ["?status=lost", "?from=yesterday", `?q=${"x".repeat(101)}`]) {
      expect((await listContacts(request("GET", `/api/contacts${bad}`, { cookie }), none)).status).toBe(400);
    }
  });

  it("changes an enquiry's status, refusing bad values and unknown ids", async () => {
    await seed();
    const cookie = await signedInAdminCookie();
    const { id } = await db.contact.findFirstOrThrow({ where: { name: "Amaka Obi" } });
    const ok = await patchContact(request("PATCH", `/api/contacts/${id}`, { cookie, body: { status: "contacted" } }), withId(id));
    expect(ok.status).toBe(200);
    expect((await db.contact.findUniqueOrThrow({ where: { id } })).status).toBe("contacted");
    expect((await patchContact(request("PATCH", `/api/contacts/${id}`, { cookie, body: { status: "lost" } }), withId(id))).status).toBe(400);
    expect((await patchContact(request("PATCH", `/api/contacts/${id}`, { cookie, body: {} }), withId(id))).status).toBe(400);
    expect((await patchContact(request("PATCH", "/api/contacts/abc", { cookie, body: { status: "new" } }), withId("abc"))).status).toBe(400);
    expect((await patchContact(request("PATCH", "/api/contacts/99999", { cookie, body: { status: "new" } }), withId(99999))).status).toBe(404);
    const crossSite = await patchContact(request("PATCH", `/api/contacts/${id}`, { cookie, origin: "https://evil.example", body: { status: "closed" } }), withId(id));
    expect(crossSite.status).toBe(403);
  });

  it("exports enquiries and subscribers as CSV, defusing spreadsheet formulas", async () => {
    await seed();
    await db.newsletter.create({ data: { email: "fan@example.com", unsubscribeToken: "t1" } });
    const cookie = await signedInAdminCookie();
    const contacts = await exportContacts(request("GET", "/api/contacts/export?status=closed", { cookie }), none);
    expect(contacts.headers.get("content-type")).toMatch(/text\/csv/);
    expect(contacts.headers.get("content-disposition")).toMatch(/attachment; filename="enquiries-/);
    const csv = (await contacts.text()).replace(/^\uFEFF/, "");
    const [header, row, end] = csv.split("\r\n");
    expect(header).toBe("id,createdAt,receivedLagos,status,source,name,email,phone,eventType,eventTypeLabel,eventDate,eventDateReadable,venue,guestCount,budget,message,company");
    expect(row).toContain(`"'=HYPERLINK(""http://x"")"`);
    // ISO for machines, words for people: the event's key and label, its date both ways, Lagos time.
    expect(row).toContain(`"2026-11-15T12:00:00.000Z","Sunday 15 November 2026, 13:00"`);
    expect(row).toContain(`"Wedding","Wedding","2027-05-01","Saturday 1 May 2027"`);
    expect(end).toBe("");
    const subscribers = await (await exportSubscribers(request("GET", "/api/newsletter/export", { cookie }), none)).text();
    expect(subscribers).toContain(`"fan@example.com","true",`);
  });

  it("exports enquiries as an Excel workbook too: phone numbers as typed, no cell ever a formula", async () => {
    await seed();
    await db.contact.create({ data: { name: "Tolu", phone: "+234 803 000 0001", eventType: "wedding", eventDate: "2027-05-01", source: "home", message: "=1+1;@SUM(A1)" } });
    const cookie = await signedInAdminCookie();
    const response = await exportContacts(request("GET", "/api/contacts/export?format=xlsx&q=Tolu", { cookie }), none);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = Buffer.from(await response.arrayBuffer());
    // Read back as a spreadsheet program reads it.
    const [header, row] = await readSheet(workbook);
    const cell = (column: string) => row![header!.indexOf(column)];
    expect(cell("phone")).toBe("+234 803 000 0001");
    expect(cell("message")).toBe("=1+1;@SUM(A1)");
    expect(cell("eventTypeLabel")).toBe("Wedding");
    expect(cell("eventDateReadable")).toBe("Saturday 1 May 2027");
    expect(typeof cell("id")).toBe("number");
    // No formula anywhere in the sheet's XML.
    const sheetXml = unzipSync(workbook)["xl/worksheets/sheet1.xml"]!;
    expect(Buffer.from(sheetXml).toString()).not.toMatch(/<f[ >]/);

    expect((await exportContacts(request("GET", "/api/contacts/export?format=pdf", { cookie }), none)).status).toBe(400);
    expect((await exportContacts(request("GET", "/api/contacts/export?format=xlsx"), none)).status).toBe(401);
  });

  it("shows the admin the outbox state", async () => {
    const cookie = await signedInAdminCookie();
    await db.outbox.create({ data: { kind: "enquiry-notification", to: "band", subject: "s", text: "t", attempts: 2, lastError: "ECONNREFUSED" } });
    const response = await outbox(request("GET", "/api/admin/outbox", { cookie }), none);
    expect(await response.json()).toMatchObject({ pending: 1, failing: 1, sent: 0, recent: [{ lastError: "ECONNREFUSED", attempts: 2 }] });
  });
});

describe("the forms' server actions", () => {
  const formData = (fields: Record<string, string | number>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, String(value));
    return data;
  };

  it("store a good enquiry and answer with the spec's messages and a WhatsApp link", async () => {
    const state = await submitEnquiryAction(idleState, formData({ ...goodPayloads.contact, formSource: "contact", $ACTION_ID_abc: "" }));
    expect(state).toMatchObject({ status: "success", title: "Message Sent Successfully!", description: "We'll get back to you within 24 hours." });
    expect(state.status === "success" && state.whatsappUrl).toMatch(/^https:\/\/wa\.me\//);
    expect(await db.contact.findFirst()).toMatchObject({ source: "contact", guestCount: 400 });
  });

  it("claim the team was notified only when the notification was queued and mail is set up", async () => {
    vi.stubEnv("SMTP_URL", "");
    const unconfigured = await submitEnquiryAction(idleState, formData({ ...goodPayloads.home, formSource: "home" }));
    expect(unconfigured.status === "success" && unconfigured.followUp?.description).toBe("Your request has been submitted. Continue on WhatsApp for a faster reply.");

    vi.stubEnv("SMTP_URL", "smtp://127.0.0.1:2525");
    vi.stubEnv("NOTIFY_TO", "band@example.com");
    const configured = await submitEnquiryAction(idleState, formData({ ...goodPayloads.home, formSource: "home", email: "other@example.com" }));
    expect(configured.status === "success" && configured.followUp?.description).toBe("Your request has been submitted and notifications sent to our team.");
    vi.unstubAllEnvs();
  });

  it("answer bad input with field errors and the values to refill the form", async () => {
    const state = await submitEnquiryAction(idleState, formData({ ...goodPayloads.home, formSource: "home", email: "bad" }));
    expect(state).toMatchObject({
      status: "error",
      title: "Error",
      description: "Failed to submit your inquiry. Please try again.",
      fieldErrors: { email: "Please enter a valid email address" },
    });
    expect(state.status === "error" && state.values.name).toBe(goodPayloads.home.name);
    expect(await db.contact.count()).toBe(0);
  });

  it("subscribe to the newsletter", async () => {
    expect(await subscribeNewsletterAction(idleState, formData({ email: "Reader@Example.com" }))).toMatchObject({
      status: "success",
      title: "Thank you for subscribing to our newsletter!",
    });
    expect(await subscribeNewsletterAction(idleState, formData({ email: "nope" }))).toMatchObject({
      status: "error",
      description: "Failed to subscribe. Please try again.",
      fieldErrors: { email: "Please enter a valid email address" },
    });
    expect(await db.newsletter.count()).toBe(1);
  });
});

describe("impossible dates in the inbox's filters", () => {
  it("answer 400 naming the field, for the list and the export alike, never 500", async () => {
    const admin = await signedInAdminCookie();
    for (const query of ["from=2026-13-45", "to=2026-99-99", "from=0000-01-01", "to=2026-02-30", "from=20260101"]) {
      for (const [handler, path] of [
        [listContacts, "/api/contacts"],
        [exportContacts, "/api/contacts/export"],
      ] as const) {
        const response = await handler(request("GET", `${path}?${query}`, { cookie: admin }), none);
        expect(response.status, `${path}?${query}`).toBe(400);
        expect(((await response.json()) as { error: string }).error, query).toMatch(/^(from|to)/);
      }
    }
    expect((await listContacts(request("GET", "/api/contacts?from=2026-02-28&to=2026-03-01", { cookie: admin }), none)).status).toBe(200);
  });
});
