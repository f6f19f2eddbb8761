import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PUT as saveLineup } from "@/app/api/admin/contacts/[id]/lineup/route";
import { POST as invite } from "@/app/api/admin/contacts/[id]/lineup/invite/route";
import { POST as reply } from "@/app/api/gig/[token]/reply/route";
import { GET as calendar } from "@/app/api/gig/[token]/calendar.ics/route";
import { PUT as putSettings } from "@/app/api/admin/settings/route";
import { db } from "@/lib/db";
import { addDays, lagosDate } from "@/lib/dates/lagos-days";
import { readableDate } from "@/lib/dates/readable";
import { drainOutbox } from "@/lib/delivery/drain";
import { gigView } from "@/lib/players/gig-page";
import { queueGigReminders, slotByGigToken } from "@/lib/players/gigs";
import { signedInMember } from "../support/admin";
import { resetDatabase } from "../support/db";
import { makeEvent, makePlayer, payDeposit } from "../support/lineups";
import { request } from "../support/requests";
import { FAKE_PHONE_NUMBER_ID, FAKE_WHATSAPP_TOKEN, startFakeGraph, type FakeGraph } from "../fakes/whatsapp-graph";

// Issue 63's invitations and answers against a local Graph API: one gig_invite per slot not yet
// invited, with its four parameters, exactly once across a failed attempt and a second press; the
// player's answer and its window; the decline's alert; the reminder two days before, once; and the
// player's page and calendar never carry the client's phone, email or any amount.

const SITE = "http://localhost:3000";
const none = { params: Promise.resolve({}) };
const withId = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });
const withToken = (token: string) => ({ params: Promise.resolve({ token }) });
const DATE = addDays(lagosDate(), 30);
let graph: FakeGraph;
let manager: { id: number; cookie: string };

beforeAll(async () => {
  graph = await startFakeGraph();
});
afterAll(async () => {
  await graph.close();
});
beforeEach(async () => {
  await resetDatabase();
  manager = await signedInMember("manager-kemi", "manager");
  graph.accepted.length = 0;
  vi.stubEnv("WHATSAPP_ACCESS_TOKEN", FAKE_WHATSAPP_TOKEN);
  vi.stubEnv("WHATSAPP_PHONE_NUMBER_ID", FAKE_PHONE_NUMBER_ID);
  vi.stubEnv("WHATSAPP_API_URL", graph.url);
  vi.stubEnv("SMTP_URL", "");
  vi.stubEnv("NEXT_PUBLIC_SITE_URL", SITE);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

async function lineupOfFour(eventDate = DATE) {
  const players = [
    await makePlayer("Ada Obi", ["lead-vocals"]),
    await makePlayer("Tunde Bakare", ["bass"]),
    await makePlayer("Sola Ade", ["drums"]),
    await makePlayer("Kemi Lawal", ["keys"]),
  ];
  const event = await makeEvent(eventDate);
  await payDeposit(event.id, 750_000);
  const slots = players.map((player) => ({ role: JSON.parse(player.roles)[0] as string, playerId: player.id }));
  const saved = await saveLineup(
    request("PUT", `/api/admin/contacts/${event.id}/lineup`, { cookie: manager.cookie, origin: SITE, body: { callTime: "15:30", dressCode: "All white", slots } }),
    withId(event.id),
  );
  expect(saved.status).toBe(200);
  return { event, players };
}

const pressInvite = async (contactId: number) => {
  const response = await invite(request("POST", `/api/admin/contacts/${contactId}/lineup/invite`, { cookie: manager.cookie, origin: SITE }), withId(contactId));
  expect(response.status).toBe(200);
  return (await response.json()) as { invited: number; viaWhatsapp: boolean; links: { slotId: number; name: string; link: string; whatsappUrl: string }[] };
};

const tokenOf = (link: string) => link.split("/gig/")[1]!;
const answer = (token: string, body: unknown, origin = SITE) => reply(request("POST", `/api/gig/${token}/reply`, { origin, body }), withToken(token));

describe("invitations", () => {
  it("sends one gig_invite per slot with the four parameters, exactly once across a failed attempt and a second press", async () => {
    const { event, players } = await lineupOfFour();
    graph.failNext({ status: 500, message: "Service temporarily unavailable", code: 2 });
    const first = await pressInvite(event.id);
    expect(first).toMatchObject({ invited: 4, viaWhatsapp: true });
    expect(first.links).toHaveLength(4);
    expect(first.links[0]!.link).toMatch(/^http:\/\/localhost:3000\/gig\/[A-Za-z0-9_-]{43}$/);

    const now = Date.now();
    const firstDrain = await drainOutbox({ now: () => new Date(now) });
    expect(firstDrain).toMatchObject({ sent: 3, failed: 1 });
    await drainOutbox({ now: () => new Date(now + 60_000) }); // the retry
    expect((await pressInvite(event.id)).invited).toBe(0); // a second press invites nobody again
    await drainOutbox({ now: () => new Date(now + 10 * 60_000) });

    const invites = graph.accepted.filter((message) => message.template === "gig_invite");
    expect(invites).toHaveLength(4);
    expect(new Set(invites.map((message) => message.to))).toEqual(new Set(players.map((player) => player.phone)));
    const ada = invites.find((message) => message.to === players[0]!.phone)!;
    expect(ada.parameters).toEqual(["Ada", readableDate(DATE), "15:30, Lekki Phase 1", first.links.find((link) => link.name === "Ada Obi")!.link]);
    expect(await db.lineupSlot.count({ where: { contactId: event.id, status: "invited" } })).toBe(4);
  });

  it("without WhatsApp, queues nothing and answers each player's link to send from the band's phone", async () => {
    vi.stubEnv("WHATSAPP_ACCESS_TOKEN", "");
    const { event, players } = await lineupOfFour();
    const result = await pressInvite(event.id);
    expect(result).toMatchObject({ invited: 4, viaWhatsapp: false });
    expect(result.links[0]!.whatsappUrl).toMatch(new RegExp(`^https://wa\\.me/${players[0]!.phone}\\?text=`));
    expect(decodeURIComponent(result.links[0]!.whatsappUrl)).toContain(result.links[0]!.link);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe("the player's answer", () => {
  it("confirms, declines with an alert to the band, and reopens the slot with a suggested replacement", async () => {
    const { event } = await lineupOfFour();
    const spare = await makePlayer("Zainab Drums", ["drums"]); // after "Sola" by name: the decliner must not be suggested for their own slot
    const saved = await putSettings(request("PUT", "/api/admin/settings", { cookie: manager.cookie, origin: SITE, body: { alertPhones: ["+234 803 000 0111"] } }), none);
    expect(saved.status).toBe(200);
    const { links } = await pressInvite(event.id);
    const ada = tokenOf(links.find((link) => link.name === "Ada Obi")!.link);
    const sola = tokenOf(links.find((link) => link.name === "Sola Ade")!.link);

    const yes = await answer(ada, { answer: "yes" });
    expect(yes.status).toBe(200);
    expect(await yes.json()).toEqual({ status: "confirmed" });
    const no = await answer(sola, { answer: "no", note: "I am at my sister's wedding" });
    expect(await no.json()).toEqual({ status: "declined" });

    const alerts = await db.outbox.findMany({ where: { kind: { in: ["whatsapp-gig-declined", "push-gig-declined"] } } });
    expect(alerts.map((row) => row.kind)).toEqual(["whatsapp-gig-declined"]);
    expect(JSON.parse(alerts[0]!.payload!)).toMatchObject({
      template: "gig_declined",
      parameters: ["Sola Ade", "Drums", readableDate(DATE), `${SITE}/admin/enquiries?enquiry=${event.id}`],
    });
    const slot = await db.lineupSlot.findFirstOrThrow({ where: { player: { name: "Sola Ade" } } });
    expect(slot).toMatchObject({ status: "declined", answerNote: "I am at my sister's wedding" });
    // Declining again alerts nobody again.
    await answer(sola, { answer: "no" });
    expect(await db.outbox.count({ where: { kind: "whatsapp-gig-declined" } })).toBe(1);

    const { readLineup } = await import("@/lib/players/lineup");
    const lineup = await readLineup(event.id, { money: true, links: true, origin: SITE });
    expect(lineup.slots.find((one) => one.name === "Sola Ade")!.replacement).toEqual({ playerId: spare.id, name: "Zainab Drums" });
  });

  it("closes answers 48 hours before the call time, refuses a cancelled event with 410 and an unknown link with 404", async () => {
    const { event } = await lineupOfFour();
    const { links } = await pressInvite(event.id);
    const token = tokenOf(links[0]!.link);
    expect((await answer("A".repeat(43), { answer: "yes" })).status).toBe(404);
    expect((await answer("not-a-token", { answer: "yes" })).status).toBe(404);
    expect((await answer(token, { answer: "maybe" })).status).toBe(400);
    expect((await answer(token, {})).status).toBe(400);
    expect((await answer(token, { answer: "yes" }, "https://evil.example")).status).toBe(403);

    // Move the event to tomorrow: within 48 hours of the call time.
    await db.contact.update({ where: { id: event.id }, data: { eventDate: addDays(lagosDate(), 1) } });
    expect((await answer(token, { answer: "yes" })).status).toBe(409);
    await db.contact.update({ where: { id: event.id }, data: { eventDate: addDays(lagosDate(), 3) } });
    expect((await answer(token, { answer: "yes" })).status).toBe(200);

    await db.contact.update({ where: { id: event.id }, data: { status: "closed" } });
    expect((await answer(token, { answer: "no" })).status).toBe(410);

    // The link ends the day after the event.
    await db.contact.update({ where: { id: event.id }, data: { status: "booked", eventDate: addDays(lagosDate(), -2) } });
    expect(await slotByGigToken(token)).toBeNull();
  });

  it("refuses a yes from a player already confirmed for another event that day, without naming it", async () => {
    const { event, players } = await lineupOfFour();
    const other = await makeEvent(DATE, { name: "Secret Client" });
    await db.lineupSlot.create({ data: { contactId: other.id, role: "lead-vocals", playerId: players[0]!.id, fee: 1, status: "confirmed" } });
    const { links } = await pressInvite(event.id);
    const response = await answer(tokenOf(links.find((link) => link.name === "Ada Obi")!.link), { answer: "yes" });
    expect(response.status).toBe(409);
    const text = JSON.stringify(await response.json());
    expect(text).toContain("already confirmed for another event");
    expect(text).not.toContain("Secret");
  });

  it("shows the player the night but never the client's phone, email or any amount, on the page's data and the .ics", async () => {
    const { event } = await lineupOfFour();
    const { links } = await pressInvite(event.id);
    const token = tokenOf(links[0]!.link);
    const slot = (await slotByGigToken(token))!;
    const view = await gigView(slot);
    expect(view).toMatchObject({ clientFirstName: "Tolu", callTime: "15:30", dressCode: "All white", area: "Lekki Phase 1", answerOpen: true });
    const ics = await (await calendar(request("GET", `/api/gig/${token}/calendar.ics`), withToken(token))).text();
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain("DTSTART:" + DATE.replaceAll("-", "") + "T143000Z"); // 15:30 in Lagos
    for (const text of [JSON.stringify(view), ics]) {
      expect(text).not.toContain("Bello");
      expect(text).not.toContain("tolu.bello@example.com");
      expect(text).not.toContain("555 0101");
      expect(text).not.toMatch(/750,?000|50,?000|₦/);
    }
    expect((await calendar(request("GET", "/api/gig/x/calendar.ics"), withToken("x"))).status).toBe(404);
  });
});

describe("the reminder two days before", () => {
  it("goes once to each confirmed player", async () => {
    const { event } = await lineupOfFour(addDays(lagosDate(), 2));
    await db.lineupSlot.updateMany({ where: { contactId: event.id }, data: { status: "invited" } });
    const { links } = await pressInvite(event.id); // nobody new: the slots were invited by hand above
    expect(links).toHaveLength(0);
    // Give the slots links as an invitation would, and confirm two of them.
    const { newGigToken } = await import("@/lib/players/gig-links");
    const slots = await db.lineupSlot.findMany({ where: { contactId: event.id }, orderBy: { id: "asc" } });
    for (const [index, slot] of slots.entries()) {
      const { tokenHash, sealedToken } = newGigToken();
      await db.lineupSlot.update({ where: { id: slot.id }, data: { tokenHash, sealedToken, status: index < 2 ? "confirmed" : "invited" } });
    }
    expect(await queueGigReminders(SITE)).toBe(2);
    expect(await queueGigReminders(SITE)).toBe(0);
    await drainOutbox();
    const reminders = graph.accepted.filter((message) => message.template === "gig_reminder");
    expect(reminders).toHaveLength(2);
    expect(reminders[0]!.parameters[2]).toBe("15:30, Lekki Phase 1");
  });

  it("waits while the event is further than two days away", async () => {
    const { event } = await lineupOfFour(addDays(lagosDate(), 5));
    await db.lineupSlot.updateMany({ where: { contactId: event.id }, data: { status: "confirmed", sealedToken: "v1:x" } });
    expect(await queueGigReminders(SITE)).toBe(0);
  });
});
