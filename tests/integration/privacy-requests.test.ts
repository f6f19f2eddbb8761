import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as markDone } from "@/app/api/admin/privacy/requests/[id]/done/route";
import { GET as listRequests } from "@/app/api/admin/privacy/requests/route";
import { GET as consentCounts } from "@/app/api/admin/privacy/consents/route";
import { POST as countConsent } from "@/app/api/privacy/consents/route";
import { POST as sendRequest } from "@/app/api/privacy-requests/route";
import { db } from "@/lib/db";
import { privacyRequestsDueSoon } from "@/lib/privacy/requests";
import { erasePerson } from "@/lib/privacy/erase";
import { signedInAdminCookie, signedInMember } from "../support/admin";
import { resetDatabase } from "../support/db";
import { request } from "../support/requests";

// Issue 66, items 1 and 4, on both databases: the ad consent bar's counts per day, and a person's
// requests from /privacy-request with their 30 days, the confirmation mail, the panel's list and Done.

const none = { params: Promise.resolve({}) };
const idContext = (id: string) => ({ params: Promise.resolve({ id }) });
const DAY_MS = 86_400_000;
let cookie = "";

const send = (body: unknown, ip = "192.0.2.80", origin?: string) => sendRequest(request("POST", "/api/privacy-requests", { body, ip, origin }));
const consent = (body: unknown, ip = "192.0.2.81") => countConsent(request("POST", "/api/privacy/consents", { body, ip }));

beforeEach(async () => {
  await resetDatabase();
  vi.stubEnv("NOTIFY_TO", "band@band.example");
  cookie = await signedInAdminCookie();
});
afterEach(() => vi.unstubAllEnvs());

describe("POST /api/privacy-requests", () => {
  it("stores the request due 30 days later, confirms it to the person and tells the band: 202", async () => {
    const before = Date.now();
    const response = await send({ email: "Ada.Asks@Example.com", kind: "erasure", details: "Please delete my enquiry from March.", fillTime: "9000" });
    expect(response.status).toBe(202);
    expect((await response.json()).message).toMatch(/within 30 days/);
    const stored = await db.privacyRequest.findFirstOrThrow();
    expect(stored).toMatchObject({ email: "ada.asks@example.com", kind: "erasure", details: "Please delete my enquiry from March.", status: "open" });
    expect(stored.dueAt.getTime() - stored.receivedAt.getTime()).toBe(30 * DAY_MS);
    expect(stored.receivedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const mails = await db.outbox.findMany({ orderBy: { id: "asc" } });
    expect(mails.map((mail) => [mail.kind, mail.to])).toEqual([
      ["privacy-request-received", "ada.asks@example.com"],
      ["privacy-request-band", "band"],
    ]);
    expect(mails[0]!.text).toMatch(/Delete my data \(erasure\)/);
    expect(mails[1]!.text).toContain("Please delete my enquiry from March.");
  });

  it("refuses a bad email, a kind that is none, overlong details, a body that is no object, and another site: 400/403", async () => {
    const bad = await send({ email: "not-an-email", kind: "access" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toEqual({ email: "Please enter a valid email address" });
    const missing = await send({ kind: "access" });
    expect((await missing.json()).fields.email).toBeDefined();
    expect((await (await send({ email: "a@b.example", kind: "delete-everything" })).json()).fields.kind).toBe("Choose what you are asking for");
    expect((await (await send({ email: "a@b.example", kind: "access", details: "x".repeat(2001) })).json()).fields.details).toMatch(/2,000/);
    expect((await send({ email: "a@b.example", kind: "access", details: 42 })).status).toBe(400);
    expect((await send(["a@b.example"])).status).toBe(400);
    expect((await send({ email: "a@b.example", kind: "access" }, "192.0.2.82", "https://evil.example")).status).toBe(403);
    expect(await db.privacyRequest.count()).toBe(0);
  });

  it("answers a bot alike and keeps nothing; limits an address like the forms", async () => {
    expect((await send({ email: "bot@spam.example", kind: "access", website: "http://spam.example" })).status).toBe(202);
    expect(await db.privacyRequest.count()).toBe(0);
    for (let sent = 1; sent <= 5; sent++) expect((await send({ email: `p${sent}@example.com`, kind: "access" }, "192.0.2.90")).status).toBe(202);
    const limited = await send({ email: "p6@example.com", kind: "access" }, "192.0.2.90");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
  });
});

describe("the band's list, Done and the Overview's week", () => {
  it("lists open requests soonest first with their due dates, marks one done once, warns a week before", async () => {
    const now = Date.now();
    const late = await db.privacyRequest.create({ data: { email: "late@example.com", kind: "access", receivedAt: new Date(now - 31 * DAY_MS), dueAt: new Date(now - DAY_MS) } });
    const soon = await db.privacyRequest.create({
      data: { email: "soon@example.com", kind: "correction", receivedAt: new Date(now - 25 * DAY_MS), dueAt: new Date(now + 5 * DAY_MS) },
    });
    const fresh = await db.privacyRequest.create({ data: { email: "fresh@example.com", kind: "objection", receivedAt: new Date(now), dueAt: new Date(now + 30 * DAY_MS) } });
    expect((await privacyRequestsDueSoon()).map((row) => row.id)).toEqual([late.id, soon.id]);

    const listed = await (await listRequests(request("GET", "/api/admin/privacy/requests", { cookie }), none)).json();
    expect(listed.requests.map((row: { id: number }) => row.id)).toEqual([late.id, soon.id, fresh.id]);
    expect(listed.requests[0]).toMatchObject({
      email: "late@example.com",
      kind: "access",
      details: null,
      status: "open",
      dueAt: late.dueAt.toISOString(),
      receivedAt: late.receivedAt.toISOString(),
    });

    const done = await markDone(request("POST", `/api/admin/privacy/requests/${late.id}/done`, { cookie }), idContext(String(late.id)));
    expect(done.status).toBe(200);
    expect(await db.privacyRequest.findUniqueOrThrow({ where: { id: late.id } })).toMatchObject({ status: "done", doneBy: "inbox-admin" });
    expect((await markDone(request("POST", `/api/admin/privacy/requests/${late.id}/done`, { cookie }), idContext(String(late.id)))).status).toBe(200);
    expect(await db.auditEvent.count({ where: { action: "privacy.request-done" } })).toBe(1);
    expect((await privacyRequestsDueSoon()).map((row) => row.id)).toEqual([soon.id]);
    const after = await (await listRequests(request("GET", "/api/admin/privacy/requests", { cookie }), none)).json();
    expect(after.requests.map((row: { id: number }) => row.id)).toEqual([soon.id, fresh.id, late.id]);
  });

  it("refuses no session, a role without privacy, another site, an id that is none or no number", async () => {
    const row = await db.privacyRequest.create({ data: { email: "x@example.com", kind: "access", dueAt: new Date() } });
    expect((await listRequests(request("GET", "/api/admin/privacy/requests"), none)).status).toBe(401);
    const desk = await signedInMember("desk", "front-desk");
    expect((await listRequests(request("GET", "/api/admin/privacy/requests", { cookie: desk.cookie }), none)).status).toBe(403);
    expect((await markDone(request("POST", `/api/admin/privacy/requests/${row.id}/done`, { cookie: desk.cookie }), idContext(String(row.id)))).status).toBe(403);
    expect((await markDone(request("POST", `/api/admin/privacy/requests/${row.id}/done`, { cookie, origin: "https://evil.example" }), idContext(String(row.id)))).status).toBe(403);
    expect((await markDone(request("POST", "/api/admin/privacy/requests/99999/done", { cookie }), idContext("99999"))).status).toBe(404);
    expect((await markDone(request("POST", "/api/admin/privacy/requests/abc/done", { cookie }), idContext("abc"))).status).toBe(400);
    expect((await db.privacyRequest.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("open");
  });

  it("an erasure keeps the request as the record it was answered, without the address or details", async () => {
    await db.privacyRequest.create({ data: { email: "gone@example.com", kind: "erasure", details: "My number is 0803 000 1111", dueAt: new Date() } });
    const erased = await erasePerson({ email: "Gone@Example.com" });
    expect(erased.privacyRequests).toBe(1);
    expect(await db.privacyRequest.findFirstOrThrow()).toMatchObject({ email: "erased", details: null, kind: "erasure" });
  });
});

describe("the ad consent counts", () => {
  it("counts shown, accepted and rejected per Lagos day; GET answers the last days with none left unanswered", async () => {
    for (const event of ["shown", "shown", "shown", "accepted", "rejected"]) expect((await consent({ event })).status).toBe(204);
    const response = await consentCounts(request("GET", "/api/admin/privacy/consents?days=7", { cookie }), none);
    const { days } = await response.json();
    expect(days).toHaveLength(7);
    expect(days.at(-1)).toMatchObject({ accepted: 1, rejected: 1, none: 1 });
    expect(days[0]).toMatchObject({ accepted: 0, rejected: 0, none: 0 });
    expect(days.at(-1).date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Nothing of the visitor is kept: one row of counts per day.
    expect(Object.keys(await db.adConsentDay.findFirstOrThrow()).sort()).toEqual(["accepted", "day", "rejected", "shown"]);
  });

  it("refuses another event, a missing one, extra fields, a flood and bad days", async () => {
    expect((await consent({ event: "maybe" })).status).toBe(400);
    expect((await consent({})).status).toBe(400);
    expect((await consent({ event: "shown", visitorId: "abc" })).status).toBe(400);
    for (let sent = 0; sent < 10; sent++) expect((await consent({ event: "shown" }, "192.0.2.99")).status).toBe(204);
    expect((await consent({ event: "shown" }, "192.0.2.99")).status).toBe(429);
    for (const days of ["0", "367", "abc", "1.5"])
      expect((await consentCounts(request("GET", `/api/admin/privacy/consents?days=${days}`, { cookie }), none)).status, days).toBe(400);
    expect((await consentCounts(request("GET", "/api/admin/privacy/consents"), none)).status).toBe(401);
    const desk = await signedInMember("desk", "front-desk");
    expect((await consentCounts(request("GET", "/api/admin/privacy/consents", { cookie: desk.cookie }), none)).status).toBe(403);
  });
});
