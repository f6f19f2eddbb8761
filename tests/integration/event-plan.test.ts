import { beforeEach, describe, expect, it } from "vitest";
import { POST as createQuote } from "@/app/api/contacts/[id]/quote/route";
import { GET as getPlan, PUT as putPlan } from "@/app/api/booking/[token]/plan/route";
import { GET as bandPlan, PUT as bandPut } from "@/app/api/admin/quotes/[id]/plan/route";
import { db } from "@/lib/db";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { future } from "../support/enquiries";
import { request } from "../support/requests";

// The client's plan for the night (issue 47, item 3): open once the deposit is paid, saved part by
// part, checked against the repertoire and its limits, locked for the client 7 days before the
// event, the band's to edit at any time.

const withToken = (token: string) => ({ params: Promise.resolve({ token }) });
const withId = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });
let cookie = "";
let songIds: number[] = [];

async function booking(eventDate = future(60), status = "deposit-paid") {
  const contact = await db.contact.create({ data: { name: "Ada Obi", phone: "+2348031234567", eventType: "wedding", eventDate, source: "contact" } });
  const response = await createQuote(request("POST", `/api/contacts/${contact.id}/quote`, { cookie, body: { total: 600_000 } }), withId(contact.id));
  const { token } = ((await response.json()) as { quote: { token: string } }).quote;
  const quote = await db.bookingQuote.update({ where: { token }, data: { status } });
  return { token, id: quote.id, contactId: contact.id };
}

const put = (token: string, body: unknown, options: { origin?: string } = {}) => putPlan(request("PUT", `/api/booking/${token}/plan`, { body, ...options }), withToken(token));
const read = async (token: string) =>
  (await (await getPlan(request("GET", `/api/booking/${token}/plan`), withToken(token))).json()) as { plan: Record<string, unknown>; editable: boolean };

beforeEach(async () => {
  await resetDatabase();
  cookie = await signedInAdminCookie();
  songIds = [];
  for (const [title, artist] of [
    ["Ife Wa Gbona", "Tiwa Savage"],
    ["Sweet Mother", "Prince Nico Mbarga"],
    ["Ja Funmi", "King Sunny Ade"],
    ["Perfect", "Ed Sheeran"],
  ] as const) {
    songIds.push((await db.repertoireSong.create({ data: { title, artist, genre: "Mixed", matchKey: `${title}|${artist}`.toLowerCase() } })).id);
  }
});

describe("the plan for the night", () => {
  it("saves each part as the client goes, merged over what was saved, and answers it back", async () => {
    const { token } = await booking();
    expect((await read(token)).editable).toBe(true);
    expect((await put(token, { songs: { mustPlay: songIds.slice(0, 3) }, moments: { firstDance: songIds[3] } })).status).toBe(200);
    expect(
      (
        await put(token, {
          timeline: [
            { time: "21:00", label: "Band starts" },
            { time: "18:30", label: "Arrival and sound check" },
          ],
          venue: { hall: "Harbour Point", power: "generator" },
        })
      ).status,
    ).toBe(200);
    const { plan } = await read(token);
    expect(plan).toMatchObject({
      songs: { mustPlay: songIds.slice(0, 3), doNotPlay: [] },
      moments: { firstDance: songIds[3] },
      timeline: [
        { time: "18:30", label: "Arrival and sound check" },
        { time: "21:00", label: "Band starts" },
      ],
      venue: { hall: "Harbour Point", power: "generator" },
    });
  });

  it("refuses limits, unknown songs and malformed parts with the field named, and changes nothing", async () => {
    const { token } = await booking();
    const refused = async (body: unknown, field: string) => {
      const response = await put(token, body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(Object.keys(((await response.json()) as { fields: Record<string, string> }).fields)).toContain(field);
    };
    await refused({ songs: { mustPlay: Array.from({ length: 26 }, (_, i) => i + 1) } }, "songs.mustPlay");
    await refused({ songs: { mustPlay: [songIds[0], 999_999] } }, "songs.mustPlay.1");
    await refused({ moments: { cake: 999_999 } }, "moments.cake");
    // Past an Int column's range: was a 500 on PostgreSQL (the song lookup failed).
    await refused({ songs: { mustPlay: [songIds[0], 2 ** 31] } }, "songs.mustPlay.1");
    await refused({ moments: { firstDance: 99_999_999_999 } }, "moments.firstDance");
    await refused({ songs: { mustPlay: [songIds[0]], doNotPlay: [songIds[0]] } }, "songs.doNotPlay");
    await refused({ requests: Array.from({ length: 11 }, () => "A song") }, "requests");
    await refused({ timeline: [{ time: "25:00", label: "Late" }] }, "timeline.0.time");
    await refused({ venue: { power: "solar" } }, "venue.power");
    await refused({ venue: { hall: "x".repeat(121) } }, "venue.hall");
    expect((await put(token, { unknown: true })).status).toBe(400);
    expect((await put(token, { songs: { mustPlay: [songIds[0]] } }, { origin: "https://evil.example" })).status).toBe(403);
    expect(await db.eventPlan.count()).toBe(0);
  });

  it("is closed before the deposit (409), locked for the client 7 days before the event (409), and unknown tokens are 404", async () => {
    const early = await booking(future(60), "sent");
    expect((await put(early.token, { requests: ["Play our song"] })).status).toBe(409);
    expect((await getPlan(request("GET", `/api/booking/${early.token}/plan`), withToken(early.token))).status).toBe(409);
    const soon = await booking(future(6));
    expect((await read(soon.token)).editable).toBe(false);
    const locked = await put(soon.token, { requests: ["Play our song"] });
    expect(locked.status).toBe(409);
    expect(((await locked.json()) as { error: string }).error).toMatch(/7 days/);
    expect((await put("A".repeat(43), { requests: ["x"] })).status).toBe(404);
  });

  it("lets the band edit it at any time, even once locked, and no stranger", async () => {
    const soon = await booking(future(3));
    const band = (body: unknown, options: { cookie?: string } = { cookie }) => bandPut(request("PUT", `/api/admin/quotes/${soon.id}/plan`, { body, ...options }), withId(soon.id));
    expect((await band({ requests: ["Extra encore"] })).status).toBe(200);
    expect((await band({ requests: ["Extra encore"] }, {})).status).toBe(401);
    const seen = (await (await bandPlan(request("GET", `/api/admin/quotes/${soon.id}/plan`, { cookie }), withId(soon.id))).json()) as { plan: { requests: string[] } };
    expect(seen.plan.requests).toEqual(["Extra encore"]);
    expect((await db.eventPlan.findFirstOrThrow()).updatedBy).toBe("band");
  });

  it("keeps the booked client's page open until 30 days after the event", async () => {
    const { token } = await booking(future(60));
    await db.bookingQuote.update({ where: { token }, data: { expiresAt: new Date(Date.now() - 1000) } }); // the quote's own expiry has passed
    expect((await read(token)).editable).toBe(true);
  });
});

describe("the event in the client's calendar, and the reminder to complete the plan", () => {
  it("answers an .ics of the booked event, token-guarded", async () => {
    const { GET: eventIcs } = await import("@/app/api/booking/[token]/event.ics/route");
    const { token } = await booking(future(30));
    await put(token, { venue: { hall: "Harbour Point", address: "Wilmot Point Rd, Victoria Island" }, timeline: [{ time: "19:00", label: "Band starts" }] });
    const response = await eventIcs(request("GET", `/api/booking/${token}/event.ics`), withToken(token));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/calendar/);
    const ics = await response.text();
    expect(ics).toContain(`DTSTART;VALUE=DATE:${future(30).replace(/-/g, "")}`);
    expect(ics).toMatch(/SUMMARY:Wedding with Eko Live Band/);
    expect(ics).toContain("LOCATION:Harbour Point\\, Wilmot Point Rd\\, Victoria Island");
    expect(ics).toContain("19:00 Band starts");
    expect((await eventIcs(request("GET", "/api/booking/x/event.ics"), withToken("A".repeat(43)))).status).toBe(404);
    const unpaid = await booking(future(30), "sent");
    expect((await eventIcs(request("GET", `/api/booking/${unpaid.token}/event.ics`), withToken(unpaid.token))).status).toBe(409);
  });

  it("mails the client once, 14 days before, when songs or timeline are still empty", async () => {
    const { queuePlanReminders } = await import("@/lib/payments/plan-reminders");
    const due = await booking(future(14));
    const complete = await booking(future(14));
    const later = await booking(future(20));
    await db.contact.updateMany({ data: { email: "ada@example.com" } });
    await put(complete.token, { songs: { mustPlay: [songIds[0]!] }, timeline: [{ time: "19:00", label: "Start" }] });
    expect(await queuePlanReminders()).toBe(1);
    expect(await queuePlanReminders()).toBe(0);
    const [mail] = await db.outbox.findMany({ where: { kind: "plan-reminder" } });
    expect(mail).toMatchObject({ to: "ada@example.com", contactId: due.contactId });
    expect(mail!.text).toContain(`/booking/${due.token}`);
    expect(later.id).toBeGreaterThan(0);
  });
});
