import { beforeEach, describe, expect, it } from "vitest";
import { GET as listEvents } from "@/app/api/admin/audit-events/route";
import { POST as login } from "@/app/api/admin/login/route";
import { POST as logout } from "@/app/api/admin/logout/route";
import { POST as changePassword } from "@/app/api/admin/password/route";
import { DELETE as endOthers } from "@/app/api/admin/sessions/route";
import { POST as resetLogos } from "@/app/api/client-logos/reset/route";
import { PATCH as setStatus } from "@/app/api/contacts/[id]/route";
import { GET as exportContacts } from "@/app/api/contacts/export/route";
import { GET as exportSubscribers } from "@/app/api/newsletter/export/route";
import { AUDIT_RETENTION_MS, pruneAuditEvents } from "@/lib/audit/events";
import { LOGIN_MAX_FAILURES } from "@/lib/auth/credentials";
import { db } from "@/lib/db";
import type { AuditEventView } from "@/lib/validation/audit";
import { resetDatabase } from "../support/db";
import { testPasswordHash } from "../support/password";
import { cookieFrom, request } from "../support/requests";

const USERNAME = "audit-admin";
const PASSWORD = "audit-admin-password";
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const none = { params: Promise.resolve({}) };

async function signIn(password = PASSWORD, ip = "192.0.2.61") {
  return login(request("POST", "/api/admin/login", { body: { username: USERNAME, password }, ip, headers: { "user-agent": UA } }));
}

async function events(cookie: string, query = "") {
  const response = await listEvents(request("GET", `/api/admin/audit-events${query}`, { cookie }), none);
  expect(response.status).toBe(200);
  return ((await response.json()) as { events: AuditEventView[] }).events;
}

beforeEach(async () => {
  await resetDatabase();
  await db.admin.create({ data: { username: USERNAME, passwordHash: await testPasswordHash(PASSWORD) } });
});

describe("audit_events", () => {
  it("records sign-in failures, the lockout, a sign-in and a sign-out with address and browser", async () => {
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt++) expect((await signIn("wrong-password", "198.51.100.61")).status).toBe(401);
    expect((await signIn("wrong-password", "198.51.100.61")).status).toBe(429);
    const cookie = cookieFrom(await signIn());
    const recorded = await events(cookie);
    expect(recorded.map((event) => `${event.action}:${event.outcome}`)).toEqual(["sign-in:success", "lockout:failure", ...Array(LOGIN_MAX_FAILURES).fill("sign-in:failure")]);
    expect(recorded[0]).toMatchObject({ username: USERNAME, ipAddress: "192.0.2.61", userAgent: UA });
    expect(recorded[1]).toMatchObject({ username: USERNAME, ipAddress: "198.51.100.61" });

    await logout(request("POST", "/api/admin/logout", { cookie }));
    const after = await db.auditEvent.findFirstOrThrow({ orderBy: { id: "desc" } });
    expect(after).toMatchObject({ action: "sign-out", username: USERNAME, outcome: "success" });
  });

  it("records password changes, ended sessions, exports, status changes and logo changes", async () => {
    const cookie = cookieFrom(await signIn());
    const contact = await db.contact.create({ data: { name: "Ada", phone: "+2348030000000", eventType: "Wedding", eventDate: "2027-05-01", source: "home" } });
    await changePassword(request("POST", "/api/admin/password", { cookie, body: { currentPassword: "not-it-at-all", newPassword: "a-new-long-passphrase" } }), none);
    await changePassword(request("POST", "/api/admin/password", { cookie, body: { currentPassword: PASSWORD, newPassword: "a-new-long-passphrase" } }), none);
    await endOthers(request("DELETE", "/api/admin/sessions", { cookie }), none);
    await exportContacts(request("GET", "/api/contacts/export", { cookie }), none);
    await exportSubscribers(request("GET", "/api/newsletter/export", { cookie }), none);
    await setStatus(request("PATCH", `/api/contacts/${contact.id}`, { cookie, body: { status: "booked" } }), { params: Promise.resolve({ id: String(contact.id) }) });
    await resetLogos(request("POST", "/api/client-logos/reset", { cookie }), none);

    const recorded = (await events(cookie)).map(({ action, outcome, target }) => ({ action, outcome, target }));
    expect(recorded).toEqual([
      { action: "logo-change", outcome: "success", target: "all slots reset" },
      { action: "status-change", outcome: "success", target: `${contact.name}'s enquiry (#${contact.id}) → booked` },
      { action: "export", outcome: "success", target: "newsletter subscribers (0)" },
      { action: "export", outcome: "success", target: "enquiries (1)" },
      { action: "session-end", outcome: "success", target: "all others (0)" },
      { action: "password-change", outcome: "success", target: "0 other sessions ended" },
      { action: "password-change", outcome: "failure", target: "wrong-current" },
      { action: "sign-in", outcome: "success", target: null },
    ]);
  });

  it("filters by action and outcome, and refuses bad filters and visitors", async () => {
    await signIn("wrong-password");
    const cookie = cookieFrom(await signIn());
    expect((await events(cookie, "?outcome=failure")).map((event) => event.action)).toEqual(["sign-in"]);
    expect((await events(cookie, "?action=sign-in&outcome=success")).length).toBe(1);
    expect(await events(cookie, "?action=export")).toEqual([]);
    expect((await events(cookie, "?limit=1")).length).toBe(1);
    expect((await listEvents(request("GET", "/api/admin/audit-events?action=drop-table", { cookie }), none)).status).toBe(400);
    expect((await listEvents(request("GET", "/api/admin/audit-events?limit=5000", { cookie }), none)).status).toBe(400);
    expect((await listEvents(request("GET", "/api/admin/audit-events"), none)).status).toBe(401);
  });

  it("pages with ?cursor= like every panel list: X-Next-Cursor until the last page, none twice", async () => {
    const cookie = cookieFrom(await signIn());
    const at = Date.now() - 60_000;
    // 120 events, three to a millisecond: the id breaks the ties.
    await db.auditEvent.createMany({ data: Array.from({ length: 120 }, (_, n) => ({ action: "export", target: `batch ${n}`, createdAt: new Date(at - Math.floor(n / 3)) })) });
    const seen: string[] = [];
    let query = "?action=export&limit=50";
    for (let pages = 0; query && pages < 5; pages++) {
      const response = await listEvents(request("GET", `/api/admin/audit-events${query}`, { cookie }), none);
      expect(response.status).toBe(200);
      seen.push(...((await response.json()) as { events: AuditEventView[] }).events.map((event) => event.target ?? ""));
      const next = response.headers.get("x-next-cursor");
      query = next ? `?action=export&limit=50&cursor=${encodeURIComponent(next)}` : "";
    }
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    expect((await listEvents(request("GET", "/api/admin/audit-events?cursor=12", { cookie }), none)).status).toBe(400);
  });

  it("prunes rows older than a year", async () => {
    const now = Date.now();
    await db.auditEvent.create({ data: { action: "sign-in", createdAt: new Date(now - AUDIT_RETENTION_MS - 60_000) } });
    await db.auditEvent.create({ data: { action: "sign-in", createdAt: new Date(now - AUDIT_RETENTION_MS + 86_400_000) } });
    expect(await pruneAuditEvents(now)).toBe(1);
    expect(await db.auditEvent.count()).toBe(1);
  });
});
