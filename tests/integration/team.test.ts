import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as listContacts } from "@/app/api/contacts/route";
import { POST as markReplied } from "@/app/api/contacts/[id]/replied/route";
import { GET as listPayments } from "@/app/api/admin/payments/route";
import { GET as auditEvents } from "@/app/api/admin/audit-events/route";
import { GET as twoFactorStatus } from "@/app/api/admin/two-factor/route";
import { GET as team } from "@/app/api/admin/team/route";
import { DELETE as removeMember, PATCH as changeRole } from "@/app/api/admin/team/[id]/route";
import { DELETE as resetTwoFactor } from "@/app/api/admin/team/[id]/two-factor/route";
import { POST as invite } from "@/app/api/admin/team/invitations/route";
import { DELETE as withdraw } from "@/app/api/admin/team/invitations/[id]/route";
import { POST as join } from "@/app/api/admin/team/join/route";
import { PUT as setPolicy } from "@/app/api/admin/team/policy/route";
import { POST as login } from "@/app/api/admin/login/route";
import { db } from "@/lib/db";
import { changeRole as changeRoleDirectly } from "@/lib/team/members";
import { signedInMember } from "../support/admin";
import { resetDatabase } from "../support/db";
import { cookieFrom, request } from "../support/requests";
import { enrol } from "../support/two-factor";

const SITE = "http://localhost:3000";
const none = { params: Promise.resolve({}) };
const withId = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });
const PASSWORD = "a-long-and-new-password-26";

let owner: { id: number; cookie: string };

beforeEach(async () => {
  await resetDatabase();
  owner = await signedInMember("owner-ade", "owner");
});

afterEach(() => {
  vi.useRealTimers();
});

async function invitation(body: unknown = { name: "Bisi Adeyemi", role: "front-desk" }, cookie = owner.cookie) {
  const response = await invite(request("POST", "/api/admin/team/invitations", { cookie, origin: SITE, body }), none);
  return { response, body: (await response.json()) as { invitation: { id: number; url: string; expiresAt: string }; error?: string; fields?: Record<string, string> } };
}

const tokenOf = (url: string) => url.split("/admin/join/")[1]!;
const joinWith = (body: unknown, ip = "203.0.113.9", origin = SITE) => join(request("POST", "/api/admin/team/join", { body, ip, origin }));

async function signIn(username: string, password = PASSWORD, ip = "203.0.113.50") {
  const response = await login(request("POST", "/api/admin/login", { body: { username, password }, ip }));
  return { status: response.status, cookie: cookieFrom(response) };
}

describe("invitations", () => {
  it("makes a one-time link of 256 random bits at the site's address, stored only as a hash", async () => {
    const { response, body } = await invitation();
    expect(response.status).toBe(201);
    expect(body.invitation.url).toMatch(/^http:\/\/localhost:3000\/admin\/join\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(body.invitation.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const row = await db.teamInvitation.findFirstOrThrow();
    expect(row.tokenHash).not.toContain(tokenOf(body.invitation.url));
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("lets the person join once, with the invited role, and sign in under their own name", async () => {
    const { body } = await invitation();
    const token = tokenOf(body.invitation.url);
    const joined = await joinWith({ token, username: "Bisi", password: PASSWORD });
    expect(joined.status).toBe(201);
    expect(((await joined.json()) as { member: unknown }).member).toMatchObject({ username: "bisi", role: "front-desk", name: "Bisi Adeyemi" });
    expect((await joinWith({ token, username: "bisi2", password: PASSWORD })).status).toBe(410);

    const session = await signIn("bisi");
    expect(session.status).toBe(200);
    const listed = (await (await team(request("GET", "/api/admin/team", { cookie: owner.cookie }), none)).json()) as {
      members: { username: string; role: string; name: string; twoFactor: boolean }[];
      invitations: unknown[];
    };
    expect(listed.members).toContainEqual(expect.objectContaining({ username: "bisi", role: "front-desk", name: "Bisi Adeyemi", twoFactor: false }));
    expect(listed.invitations).toEqual([]);
  });

  it("answers 410 for an expired, withdrawn, tampered or foreign link without saying which", async () => {
    const expired = tokenOf((await invitation({ name: "Late", role: "music" })).body.invitation.url);
    const withdrawn = await invitation({ name: "Withdrawn", role: "music" });
    expect((await withdraw(request("DELETE", "/api/admin/team/invitations/x", { cookie: owner.cookie, origin: SITE }), withId(withdrawn.body.invitation.id))).status).toBe(204);
    const tampered = expired.slice(0, -1) + (expired.endsWith("A") ? "B" : "A");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 7 * 86_400_000 + 60_000 });
    const answers = await Promise.all(
      [expired, tokenOf(withdrawn.body.invitation.url), tampered, "x".repeat(43), "short"].map(async (token, at) => {
        const response = await joinWith({ token, username: `late${at}`, password: PASSWORD }, `203.0.113.${20 + at}`);
        return [response.status, ((await response.json()) as { error: string }).error];
      }),
    );
    expect(new Set(answers.map(([status]) => status))).toEqual(new Set([410]));
    expect(new Set(answers.map(([, error]) => error)).size).toBe(1);
    expect(await db.admin.count()).toBe(1);
  });

  it("refuses a taken username (409), a weak or common password (400 naming password), a cross-site join, and a flood", async () => {
    const token = tokenOf((await invitation()).body.invitation.url);
    const taken = await joinWith({ token, username: "OWNER-ADE", password: PASSWORD });
    expect(taken.status).toBe(409);
    const short = await joinWith({ token, username: "bisi", password: "short" });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { fields: Record<string, string> }).fields.password).toBeTruthy();
    const common = await joinWith({ token, username: "bisi", password: "password1234" });
    expect(common.status).toBe(400);
    expect(((await common.json()) as { fields: Record<string, string> }).fields.password).toBeTruthy();
    expect((await joinWith({ token, username: "bisi", password: PASSWORD }, "203.0.113.9", "https://evil.example")).status).toBe(403);
    const flood = [];
    for (let attempt = 0; attempt < 25; attempt++) flood.push((await joinWith({ token: "y".repeat(43), username: "flood", password: PASSWORD }, "203.0.113.99")).status);
    expect(flood).toContain(429);
    // The invitation still works after all of that.
    expect((await joinWith({ token, username: "bisi", password: PASSWORD })).status).toBe(201);
  });

  it("refuses a second invitation for someone already on the team or already invited (409)", async () => {
    expect((await invitation({ name: "Bisi Adeyemi", role: "music" })).response.status).toBe(201);
    const again = await invitation({ name: "bisi adeyemi ", role: "front-desk" });
    expect(again.response.status).toBe(409);
    expect(again.body.fields?.name).toBeTruthy();
    expect((await invitation({ name: "OWNER-ADE", role: "music" })).response.status).toBe(409);
  });

  it("refuses an unknown role (400 naming role) and anyone but an owner", async () => {
    const unknown = await invitation({ name: "X", role: "drummer" });
    expect(unknown.response.status).toBe(400);
    expect(unknown.body.fields?.role).toBeTruthy();
    const manager = await signedInMember("manager-kemi", "manager");
    expect((await invitation({ name: "X", role: "music" }, manager.cookie)).response.status).toBe(403);
  });
});

describe("changes count on the next request", () => {
  it("a demoted person gets 403 where the new role stops, with the same cookie", async () => {
    const desk = await signedInMember("desk-tunde", "front-desk");
    expect((await listPayments(request("GET", "/api/admin/payments", { cookie: desk.cookie }), none)).status).toBe(200);
    const changed = await changeRole(request("PATCH", "/api/admin/team/x", { cookie: owner.cookie, origin: SITE, body: { role: "music" } }), withId(desk.id));
    expect(changed.status).toBe(200);
    const refused = await listPayments(request("GET", "/api/admin/payments", { cookie: desk.cookie }), none);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe("forbidden");
    expect((await listContacts(request("GET", "/api/contacts", { cookie: desk.cookie }), none)).status).toBe(200);
    // The refusal is in the log under the person's name.
    const refusal = await db.auditEvent.findFirstOrThrow({ where: { action: "access-refused" } });
    expect(refusal).toMatchObject({ username: "desk-tunde", outcome: "failure", target: "GET /api/admin/payments (music, payments)" });
  });

  it("a removed person's sessions end at once, their sign-in fails and their devices are forgotten", async () => {
    const desk = await signedInMember("desk-tunde", "front-desk");
    await db.pushSubscription.create({ data: { endpoint: "https://push.example/desk", p256dh: "k", auth: "a", deviceName: "Chrome on Android", adminId: desk.id } });
    expect((await removeMember(request("DELETE", "/api/admin/team/x", { cookie: owner.cookie, origin: SITE }), withId(desk.id))).status).toBe(204);
    const after = await listContacts(request("GET", "/api/contacts", { cookie: desk.cookie }), none);
    expect(after.status).toBe(401);
    expect(((await after.json()) as { error: string }).error).toMatch(/You were signed out/);
    expect((await signIn("desk-tunde", "member-password-2026")).status).toBe(401);
    expect(await db.pushSubscription.count()).toBe(0);
    const listed = (await (await team(request("GET", "/api/admin/team", { cookie: owner.cookie }), none)).json()) as { members: { username: string }[] };
    expect(listed.members.map((member) => member.username)).toEqual(["owner-ade"]);
  });

  it("nobody changes their own role or removes themselves; the last owner stays one", async () => {
    expect((await changeRole(request("PATCH", "/api/admin/team/x", { cookie: owner.cookie, origin: SITE, body: { role: "manager" } }), withId(owner.id))).status).toBe(403);
    expect((await removeMember(request("DELETE", "/api/admin/team/x", { cookie: owner.cookie, origin: SITE }), withId(owner.id))).status).toBe(403);
    const second = await signedInMember("owner-bola", "owner");
    expect((await changeRole(request("PATCH", "/api/admin/team/x", { cookie: owner.cookie, origin: SITE, body: { role: "manager" } }), withId(second.id))).status).toBe(200);
    // Bola's demotion and Bola demoting Ade at the same moment: the second to run finds Ade the last owner.
    const actor = { adminId: second.id, username: "owner-bola", ipAddress: "198.51.100.1", userAgent: null };
    await expect(changeRoleDirectly(actor, owner.id, "manager")).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/at least one owner/) });
    expect(await db.admin.count({ where: { role: "owner", isActive: true } })).toBe(1);
  });

  it("two owners demoting each other at once leave one owner", async () => {
    const second = await signedInMember("owner-bola", "owner");
    const statuses = await Promise.all([
      changeRole(request("PATCH", "/api/admin/team/x", { cookie: owner.cookie, origin: SITE, body: { role: "manager" } }), withId(second.id)),
      changeRole(request("PATCH", "/api/admin/team/x", { cookie: second.cookie, origin: SITE, body: { role: "manager" } }), withId(owner.id)),
    ]).then((responses) => responses.map((response) => response.status).sort());
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    expect(await db.admin.count({ where: { role: "owner", isActive: true } })).toBe(1);
  });

  it("the owner's rule makes everyone set up two-factor sign-in first, and the owner resets a lost one", async () => {
    const desk = await signedInMember("desk-tunde", "front-desk");
    await enrol(owner.cookie); // the rule holds for the owner too
    expect((await setPolicy(request("PUT", "/api/admin/team/policy", { cookie: owner.cookie, origin: SITE, body: { requireTwoFactor: "yes" } }), none)).status).toBe(400);
    expect((await setPolicy(request("PUT", "/api/admin/team/policy", { cookie: owner.cookie, origin: SITE, body: { requireTwoFactor: true } }), none)).status).toBe(200);
    const blocked = await listContacts(request("GET", "/api/contacts", { cookie: desk.cookie }), none);
    expect(blocked.status).toBe(403);
    expect(((await blocked.json()) as { error: string }).error).toMatch(/two-factor/);
    expect((await twoFactorStatus(request("GET", "/api/admin/two-factor", { cookie: desk.cookie }), none)).status).toBe(200);
    await enrol(desk.cookie);
    expect((await listContacts(request("GET", "/api/contacts", { cookie: desk.cookie }), none)).status).toBe(200);

    const reset = await resetTwoFactor(request("DELETE", "/api/admin/team/x/two-factor", { cookie: owner.cookie, origin: SITE }), withId(desk.id));
    expect(reset.status).toBe(200);
    expect((await listContacts(request("GET", "/api/contacts", { cookie: desk.cookie }), none)).status).toBe(401);
    expect((await resetTwoFactor(request("DELETE", "/api/admin/team/x/two-factor", { cookie: owner.cookie, origin: SITE }), withId(desk.id))).status).toBe(409);
  });
});

describe("each person is accountable", () => {
  it("audit rows and the inbox name the person", async () => {
    const token = tokenOf((await invitation()).body.invitation.url);
    await joinWith({ token, username: "bisi", password: PASSWORD });
    const bisi = await signIn("bisi");
    const contact = await db.contact.create({
      data: { name: "Client", phone: "+2348012345678", eventType: "wedding", eventDate: "2027-05-01", source: "contact", replyDueAt: new Date(Date.now() + 3_600_000) },
    });
    expect((await markReplied(request("POST", `/api/contacts/${contact.id}/replied`, { cookie: bisi.cookie, origin: SITE }), withId(contact.id))).status).toBe(200);
    const rows = (await (await listContacts(request("GET", "/api/contacts", { cookie: owner.cookie }), none)).json()) as { id: number; firstReplyBy: string | null }[];
    expect(rows.find((row) => row.id === contact.id)?.firstReplyBy).toBe("bisi");

    const audit = async (query: string) =>
      ((await (await auditEvents(request("GET", `/api/admin/audit-events?${query}`, { cookie: owner.cookie }), none)).json()) as { events: { action: string; username: string }[] })
        .events;
    const bisiEvents = await audit("username=bisi");
    expect(bisiEvents.map((event) => event.action)).toEqual(expect.arrayContaining(["team-join", "sign-in", "reply-recorded"]));
    expect(bisiEvents.every((event) => event.username === "bisi")).toBe(true);
    expect((await audit("username=owner-ade")).map((event) => event.action)).toContain("team-invite");
    // The audit log is the owner's: the front desk cannot read it.
    expect((await auditEvents(request("GET", "/api/admin/audit-events", { cookie: bisi.cookie }), none)).status).toBe(403);
  });

  it("an install's account from before the team is its owner", async () => {
    const before = await db.admin.create({ data: { username: "old-admin", passwordHash: "x" } });
    expect(before.role).toBe("owner");
  });
});
