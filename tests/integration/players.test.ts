import { beforeEach, describe, expect, it } from "vitest";
import { GET as listPlayers, POST as addPlayer } from "@/app/api/admin/players/route";
import { DELETE as deletePlayer, PATCH as changePlayer } from "@/app/api/admin/players/[id]/route";
import { GET as readLineup, PUT as saveLineup } from "@/app/api/admin/contacts/[id]/lineup/route";
import { POST as addPayout } from "@/app/api/admin/contacts/[id]/lineup/payouts/route";
import { DELETE as undoPayout } from "@/app/api/admin/contacts/[id]/lineup/payouts/[payoutId]/route";
import { POST as addExpense } from "@/app/api/admin/contacts/[id]/expenses/route";
import { DELETE as deleteExpense } from "@/app/api/admin/contacts/[id]/expenses/[expenseId]/route";
import { GET as paymentsRoute } from "@/app/api/admin/payments/route";
import { db } from "@/lib/db";
import { addDays, lagosDate } from "@/lib/dates/lagos-days";
import { monthlyTotals } from "@/lib/payments/summary";
import { undoPayout as undoPayoutAt } from "@/lib/players/money";
import { signedInMember } from "../support/admin";
import { resetDatabase } from "../support/db";
import { makeEvent, makePlayer, payDeposit } from "../support/lineups";
import { request } from "../support/requests";

// Issue 63 on both databases: players, the lineup's double-booking rule on Lagos dates, the
// totals on known data, payouts and their undo, and who may do what.

const SITE = "http://localhost:3000";
const none = { params: Promise.resolve({}) };
const withId = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });
const withPayout = (id: number, payoutId: number) => ({ params: Promise.resolve({ id: String(id), payoutId: String(payoutId) }) });
const withExpense = (id: number, expenseId: number) => ({ params: Promise.resolve({ id: String(id), expenseId: String(expenseId) }) });
const DATE = addDays(lagosDate(), 40);

let manager: { id: number; cookie: string };

beforeEach(async () => {
  await resetDatabase();
  manager = await signedInMember("manager-kemi", "manager");
});

const post = (path: string, body: unknown, cookie = manager.cookie) => request("POST", path, { cookie, origin: SITE, body });

async function lineupOf(contactId: number, cookie = manager.cookie) {
  const response = await readLineup(request("GET", `/api/admin/contacts/${contactId}/lineup`, { cookie }), withId(contactId));
  expect(response.status).toBe(200);
  return (await response.json()) as {
    callTime: string | null;
    soundCheckTime: string | null;
    slots: { id: number; role: string; playerId: number; name: string; fee?: number; status: string; answeredAt: string | null }[];
    candidates: { id: number; busy: string | null }[];
    totals?: { fees: number; paid: number; owed: number; expenses: number; income: number; margin: number };
    payouts?: { id: number }[];
  };
}

const putLineup = (contactId: number, body: unknown, cookie = manager.cookie) =>
  saveLineup(request("PUT", `/api/admin/contacts/${contactId}/lineup`, { cookie, origin: SITE, body }), withId(contactId));

describe("players", () => {
  it("adds a player with a normalised WhatsApp number, lists, changes and retires them", async () => {
    const created = await addPlayer(post("/api/admin/players", { name: "Ada Obi", phone: "0803 123 4567", roles: ["lead-vocals", "backing-vocals"], fee: 80_000 }), none);
    expect(created.status).toBe(201);
    const { player } = (await created.json()) as { player: { id: number; phone: string; roles: string[]; active: boolean } };
    expect(player).toMatchObject({ phone: "2348031234567", roles: ["lead-vocals", "backing-vocals"], active: true });

    const changed = await changePlayer(
      request("PATCH", `/api/admin/players/${player.id}`, { cookie: manager.cookie, origin: SITE, body: { fee: 90_000, notes: "Brings her own in-ear monitors" } }),
      withId(player.id),
    );
    expect(((await changed.json()) as { player: { fee: number; notes: string } }).player).toMatchObject({ fee: 90_000, notes: "Brings her own in-ear monitors" });

    const listed = (await (await listPlayers(request("GET", "/api/admin/players", { cookie: manager.cookie }), none)).json()) as { players: { name: string }[] };
    expect(listed.players.map((one) => one.name)).toEqual(["Ada Obi"]);

    // Never in a lineup: deleted.
    const deleted = await deletePlayer(request("DELETE", `/api/admin/players/${player.id}`, { cookie: manager.cookie, origin: SITE }), withId(player.id));
    expect(await deleted.json()).toEqual({ outcome: "deleted" });
    expect(await db.player.count()).toBe(0);
  });

  it("retires a player who had a gig instead of deleting them", async () => {
    const player = await makePlayer("Tunde Bass", ["bass"]);
    const event = await makeEvent(DATE);
    expect((await putLineup(event.id, { callTime: "15:00", slots: [{ role: "bass", playerId: player.id }] })).status).toBe(200);
    const answer = await deletePlayer(request("DELETE", `/api/admin/players/${player.id}`, { cookie: manager.cookie, origin: SITE }), withId(player.id));
    expect(await answer.json()).toEqual({ outcome: "retired" });
    expect((await db.player.findUniqueOrThrow({ where: { id: player.id } })).retiredAt).not.toBeNull();
    expect((await lineupOf(event.id)).slots[0]!.name).toBe("Tunde Bass");
  });

  it.each([
    [{ phone: "0803 123 4567", roles: ["keys"], fee: 1 }, "name"],
    [{ name: "X", phone: "12", roles: ["keys"], fee: 1 }, "phone"],
    [{ name: "X", phone: "0803 123 4567", roles: ["banjo"], fee: 1 }, "roles.0"],
    [{ name: "X", phone: "0803 123 4567", roles: [], fee: 1 }, "roles"],
    [{ name: "X", phone: "0803 123 4567", roles: ["keys"], fee: -5 }, "fee"],
    [{ name: "X", phone: "0803 123 4567", roles: ["keys"], fee: 100_000_001 }, "fee"],
    [{ name: "X", phone: "0803 123 4567", roles: ["keys"], fee: "50000" }, "fee"],
    [{ name: "X", phone: "0803 123 4567", roles: ["keys"], fee: 1.5 }, "fee"],
  ])("refuses %j with a 400 naming %s", async (body, field) => {
    const response = await addPlayer(post("/api/admin/players", body), none);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toHaveProperty(field);
  });

  it("refuses a second player on the same number, a cross-site post, and the roles that only read", async () => {
    await makePlayer("First", ["keys"]);
    const phone = (await db.player.findFirstOrThrow()).phone;
    expect((await addPlayer(post("/api/admin/players", { name: "Second", phone: `+${phone}`, roles: ["keys"], fee: 1 }), none)).status).toBe(409);
    expect((await addPlayer(request("POST", "/api/admin/players", { cookie: manager.cookie, origin: "https://evil.example", body: {} }), none)).status).toBe(403);
    expect((await addPlayer(request("POST", "/api/admin/players", { origin: SITE, body: {} }), none)).status).toBe(401);
    const frontDesk = await signedInMember("desk-bisi", "front-desk");
    expect((await addPlayer(post("/api/admin/players", { name: "Y", phone: "0803 765 4321", roles: ["keys"], fee: 1 }, frontDesk.cookie), none)).status).toBe(403);
    expect((await listPlayers(request("GET", "/api/admin/players", { cookie: frontDesk.cookie }), none)).status).toBe(200);
    const music = await signedInMember("music-femi", "music");
    expect((await addPlayer(post("/api/admin/players", { name: "Z", phone: "0803 765 4321", roles: ["keys"], fee: 1 }, music.cookie), none)).status).toBe(201);
  });
});

describe("the lineup", () => {
  it("keeps the usual fee unless changed, and keeps a slot's answer when the lineup is saved again", async () => {
    const [ada, tunde] = [await makePlayer("Ada Obi", ["lead-vocals"], 80_000), await makePlayer("Tunde", ["bass"], 60_000)];
    const event = await makeEvent(DATE);
    const saved = await putLineup(event.id, {
      callTime: "15:30",
      soundCheckTime: "16:15",
      dressCode: "All white",
      slots: [
        { role: "lead-vocals", playerId: ada.id },
        { role: "bass", playerId: tunde.id, fee: 70_000 },
      ],
    });
    expect(saved.status).toBe(200);
    let lineup = await lineupOf(event.id);
    expect(lineup.callTime).toBe("15:30");
    expect(lineup.soundCheckTime).toBe("16:15");
    // The sound check is a 24-hour time, or empty; a save without it keeps it.
    const wrong = await putLineup(event.id, { callTime: "15:30", soundCheckTime: "4:15 PM", slots: [] });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { fields: Record<string, string> }).fields).toHaveProperty("soundCheckTime");
    expect(lineup.slots.map((slot) => [slot.name, slot.fee, slot.status])).toEqual([
      ["Ada Obi", 80_000, "draft"],
      ["Tunde", 70_000, "draft"],
    ]);
    await db.lineupSlot.updateMany({ where: { playerId: ada.id }, data: { status: "confirmed" } });
    await putLineup(event.id, { callTime: "16:00", slots: [{ role: "lead-vocals", playerId: ada.id }] });
    lineup = await lineupOf(event.id);
    expect(lineup.slots.map((slot) => [slot.name, slot.status])).toEqual([["Ada Obi", "confirmed"]]);
  });

  it("refuses a player confirmed for another event on the same Lagos date, naming them and the event; invited elsewhere is a warning", async () => {
    const ada = await makePlayer("Ada Obi", ["lead-vocals"]);
    const first = await makeEvent(DATE, { name: "Chioma Eze" });
    const second = await makeEvent(DATE, { name: "Femi Ade" });
    const otherDay = await makeEvent(addDays(DATE, 1), { name: "Kunle" });
    await putLineup(first.id, { callTime: "15:00", slots: [{ role: "lead-vocals", playerId: ada.id }] });
    await db.lineupSlot.updateMany({ where: { contactId: first.id }, data: { status: "invited" } });

    const warned = await putLineup(second.id, { callTime: "15:00", slots: [{ role: "lead-vocals", playerId: ada.id }] });
    expect(warned.status).toBe(200);
    expect(((await warned.json()) as { warnings: string[] }).warnings[0]).toMatch(/Ada Obi is also invited to Wedding: Chioma Eze/);

    await db.lineupSlot.updateMany({ where: { contactId: first.id }, data: { status: "confirmed" } });
    const refused = await putLineup(second.id, { callTime: "15:00", slots: [{ role: "lead-vocals", playerId: ada.id }] });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toMatch(/Ada Obi is already confirmed for Wedding: Chioma Eze/);
    expect((await lineupOf(second.id)).candidates.find((one) => one.id === ada.id)?.busy).toBe("confirmed");

    // Another day, or the first event closed: free again.
    expect((await putLineup(otherDay.id, { callTime: "15:00", slots: [{ role: "lead-vocals", playerId: ada.id }] })).status).toBe(200);
    await db.contact.update({ where: { id: first.id }, data: { status: "closed" } });
    expect((await putLineup(second.id, { callTime: "15:00", slots: [{ role: "lead-vocals", playerId: ada.id }] })).status).toBe(200);
  });

  it.each([
    [{ callTime: "3pm", slots: [] }, "callTime"],
    [{ callTime: "15:00", slots: [{ role: "harp", playerId: 1 }] }, "slots.0.role"],
    [{ callTime: "15:00", slots: [{ role: "keys", playerId: 999_999 }] }, "slots.0.playerId"],
    [{ callTime: "15:00", slots: [{ role: "keys", playerId: "one" }] }, "slots.0.playerId"],
    [{ callTime: "15:00", slots: [{ role: "keys", playerId: 1, fee: -1 }] }, "slots.0.fee"],
    [{ callTime: "15:00", slots: [{ role: "keys", playerId: 1, fee: 100_000_001 }] }, "slots.0.fee"],
  ])("refuses %j with a 400 naming %s", async (body, field) => {
    const event = await makeEvent(DATE);
    const response = await putLineup(event.id, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toHaveProperty(field);
  });

  it("needs an enquiry with a date: none 404, no date 409; the accounts role reads but cannot change it", async () => {
    expect((await putLineup(999_999, { callTime: "15:00", slots: [] })).status).toBe(404);
    const undated = await makeEvent("");
    expect((await putLineup(undated.id, { callTime: "15:00", slots: [] })).status).toBe(409);
    const event = await makeEvent(DATE);
    const accounts = await signedInMember("accounts-ngozi", "accounts");
    expect((await putLineup(event.id, { callTime: "15:00", slots: [] }, accounts.cookie)).status).toBe(403);
    expect((await lineupOf(event.id, accounts.cookie)).totals).toBeDefined();
  });
});

describe("what the gig earned", () => {
  it("adds up fees, payouts, expenses and the client's payments; the music role sees names, not money", async () => {
    const [ada, tunde, sola] = [await makePlayer("Ada", ["lead-vocals"], 100_000), await makePlayer("Tunde", ["bass"], 80_000), await makePlayer("Sola", ["drums"], 70_000)];
    const event = await makeEvent(DATE);
    await payDeposit(event.id, 500_000);
    await putLineup(event.id, {
      callTime: "15:00",
      slots: [
        { role: "lead-vocals", playerId: ada.id },
        { role: "bass", playerId: tunde.id },
        { role: "drums", playerId: sola.id },
      ],
    });
    await db.lineupSlot.updateMany({ where: { playerId: sola.id }, data: { status: "declined" } }); // a declined slot costs nothing
    const paid = await addPayout(post(`/api/admin/contacts/${event.id}/lineup/payouts`, { playerId: ada.id, amount: 50_000, paidOn: lagosDate() }), withId(event.id));
    expect(paid.status).toBe(201);
    const cost = await addExpense(post(`/api/admin/contacts/${event.id}/expenses`, { label: "Generator fuel", amount: 30_000 }), withId(event.id));
    expect(cost.status).toBe(201);

    const lineup = await lineupOf(event.id);
    expect(lineup.totals).toEqual({ fees: 180_000, paid: 50_000, owed: 130_000, expenses: 30_000, income: 500_000, margin: 290_000 });

    const music = await signedInMember("music-femi", "music");
    const seen = await lineupOf(event.id, music.cookie);
    expect(seen.totals).toBeUndefined();
    expect(seen.slots.every((slot) => slot.fee === undefined)).toBe(true);
    expect(seen.slots.map((slot) => slot.name)).toEqual(["Ada", "Tunde", "Sola"]);
    expect(
      (await addPayout(post(`/api/admin/contacts/${event.id}/lineup/payouts`, { playerId: ada.id, amount: 1, paidOn: lagosDate() }, music.cookie), withId(event.id))).status,
    ).toBe(403);

    // The month's figures carry the players' pay, the costs and the margin, in the tab and the CSV.
    const month = (await monthlyTotals()).find((row) => row.month === lagosDate().slice(0, 7))!;
    expect(month).toMatchObject({ received: 500_000, playersPay: 50_000, expenses: 30_000, margin: 420_000 });
    const csv = await (await paymentsRoute(request("GET", "/api/admin/payments?format=csv&report=months", { cookie: manager.cookie }), none)).text();
    expect(csv).toContain("month,received,refunded,playersPay,expenses,margin");
    expect(csv).toContain(`"${lagosDate().slice(0, 7)}","500000","0","50000","30000","420000"`);

    const expenseId = (await db.eventExpense.findFirstOrThrow()).id;
    expect((await deleteExpense(request("DELETE", "/x", { cookie: manager.cookie, origin: SITE }), withExpense(event.id, expenseId))).status).toBe(204);
    expect((await lineupOf(event.id)).totals!.expenses).toBe(0);
  });

  it("undoes a payout within 24 hours, once; later or twice is a 409", async () => {
    const ada = await makePlayer("Ada", ["keys"]);
    const event = await makeEvent(DATE);
    await putLineup(event.id, { callTime: "15:00", slots: [{ role: "keys", playerId: ada.id }] });
    const payout = async () => {
      const response = await addPayout(post(`/api/admin/contacts/${event.id}/lineup/payouts`, { playerId: ada.id, amount: 40_000, paidOn: lagosDate() }), withId(event.id));
      return ((await response.json()) as { payout: { id: number } }).payout.id;
    };
    const first = await payout();
    const undo = (id: number) => undoPayout(request("DELETE", "/x", { cookie: manager.cookie, origin: SITE }), withPayout(event.id, id));
    expect((await undo(first)).status).toBe(204);
    expect((await undo(first)).status).toBe(409);
    expect((await lineupOf(event.id)).totals!.paid).toBe(0);
    const second = await payout();
    await expect(undoPayoutAt(event.id, second, "manager-kemi", Date.now() + 25 * 3_600_000)).rejects.toMatchObject({ status: 409 });
    expect((await lineupOf(event.id)).totals!.paid).toBe(40_000);
  });

  it.each([
    [{ playerId: 1, amount: 0, paidOn: "2026-01-01" }, "amount"],
    [{ playerId: 1, amount: -5, paidOn: "2026-01-01" }, "amount"],
    [{ playerId: 1, amount: 100_000_001, paidOn: "2026-01-01" }, "amount"],
    [{ playerId: 1, amount: 5, paidOn: "2999-01-01" }, "paidOn"],
    [{ playerId: 1, amount: 5, paidOn: "2026-02-30" }, "paidOn"],
    [{ playerId: 1, amount: 5 }, "paidOn"],
  ])("refuses the payout %j with a 400 naming %s", async (body, field) => {
    const event = await makeEvent(DATE);
    const response = await addPayout(post(`/api/admin/contacts/${event.id}/lineup/payouts`, body), withId(event.id));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toHaveProperty(field);
  });

  it("refuses a payout to someone outside the lineup", async () => {
    const outsider = await makePlayer("Outsider", ["dj"]);
    const event = await makeEvent(DATE);
    const response = await addPayout(post(`/api/admin/contacts/${event.id}/lineup/payouts`, { playerId: outsider.id, amount: 5, paidOn: lagosDate() }), withId(event.id));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toHaveProperty("playerId");
  });
});
