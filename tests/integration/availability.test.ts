import fc from "fast-check";
import ical, { type VEvent } from "node-ical";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { GET as adminAvailability } from "@/app/api/admin/availability/route";
import { POST as createHold } from "@/app/api/admin/availability/holds/route";
import { DELETE as deleteHold, PATCH as patchHold } from "@/app/api/admin/availability/holds/[id]/route";
import { GET as feedUrl, POST as rotateFeed } from "@/app/api/admin/calendar-feed/route";
import { GET as publicAvailability } from "@/app/api/availability/route";
import { GET as calendarFeed } from "@/app/api/calendar/[feed]/route";
import { PATCH as patchContact } from "@/app/api/contacts/[id]/route";
import { readSiteSettings } from "@/lib/settings/store";
import { lagosDate } from "@/lib/dates/lagos-days";
import { siteOrigin } from "@/lib/site-origin";
import { db } from "@/lib/db";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { request } from "../support/requests";

const none = { params: Promise.resolve({}) };
const withId = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });
const feedName = (feed: string) => ({ params: Promise.resolve({ feed }) });

let phoneSuffix = 0;
function enquiry(eventDate: string, status = "booked", extra: Record<string, unknown> = {}) {
  phoneSuffix += 1;
  return db.contact.create({
    data: {
      name: `Client ${phoneSuffix}`,
      email: `client${phoneSuffix}@example.com`,
      phone: `+23480300${String(phoneSuffix).padStart(5, "0")}`,
      eventType: "Wedding",
      eventDate,
      venue: `Venue ${phoneSuffix}`,
      source: "contact",
      status,
      ...extra,
    },
  });
}

async function states(from: string, to: string, ip = "192.0.2.10") {
  const response = await publicAvailability(request("GET", `/api/availability?from=${from}&to=${to}`, { ip }));
  expect(response.status).toBe(200);
  return (await response.json()) as { date: string; state: string }[];
}

beforeEach(resetDatabase);

describe("availability states", () => {
  it("is one event a day on a fresh install: one booking fills the day", async () => {
    expect((await readSiteSettings()).capacityPerDay).toBe(1);
    await enquiry("2027-03-01");
    expect(await states("2027-03-01", "2027-03-02")).toEqual([
      { date: "2027-03-01", state: "booked" },
      { date: "2027-03-02", state: "free" },
    ]);
  });

  it("counts booked enquiries and holds against the day's capacity", async () => {
    await db.siteSetting.create({ data: { key: "capacityPerDay", value: "2" } });
    await enquiry("2027-03-01"); // one booking: limited
    await enquiry("2027-03-02"); // booking + hold: booked
    await db.availabilityHold.create({ data: { date: "2027-03-02", label: "Rehearsal" } });
    await enquiry("2027-03-03", "new"); // not booked: free
    await enquiry("2027-03-03", "contacted");
    await enquiry("2027-03-04", "booked", { quarantinedAt: new Date(), spamReason: "links" }); // spam never counts
    await enquiry("2027-03-05"); // three on a day of two: still booked
    await enquiry("2027-03-05");
    await enquiry("2027-03-05");
    await db.availabilityHold.create({ data: { date: "2027-03-06", label: "Tentative" } });
    expect(await states("2027-02-28", "2027-03-07")).toEqual([
      { date: "2027-02-28", state: "free" },
      { date: "2027-03-01", state: "limited" },
      { date: "2027-03-02", state: "booked" },
      { date: "2027-03-03", state: "free" },
      { date: "2027-03-04", state: "free" },
      { date: "2027-03-05", state: "booked" },
      { date: "2027-03-06", state: "limited" },
      { date: "2027-03-07", state: "free" },
    ]);
  });

  it("counts a booking on the Lagos date it was given, across Lagos midnight", async () => {
    // Booked at 23:30 UTC on 31 December: in Lagos that is already 1 January.
    await db.siteSetting.create({ data: { key: "capacityPerDay", value: "2" } });
    const bookedAt = new Date("2026-12-31T23:30:00Z");
    await enquiry(lagosDate(bookedAt));
    await enquiry(lagosDate(new Date("2026-12-31T22:59:00Z")));
    await enquiry(lagosDate(new Date("2027-01-01T22:59:00Z")));
    expect(await states("2026-12-31", "2027-01-02")).toEqual([
      { date: "2026-12-31", state: "limited" },
      { date: "2027-01-01", state: "booked" },
      { date: "2027-01-02", state: "free" },
    ]);
  });
});

describe("GET /api/availability", () => {
  it("answers dates and states only, never a client's details, cached briefly", async () => {
    await enquiry("2027-04-10", "booked", { name: "Secret Client", phone: "+2348039999999", email: "secret@example.com", venue: "Secret Venue" });
    await db.availabilityHold.create({ data: { date: "2027-04-11", label: "Private hold label", note: "private note" } });
    const response = await publicAvailability(request("GET", "/api/availability?from=2027-04-10&to=2027-04-11"));
    expect(response.headers.get("cache-control")).toBe("public, max-age=15");
    const text = await response.text();
    for (const secret of ["Secret", "2348039999999", "secret@", "Private", "private note", "Wedding"]) expect(text).not.toContain(secret);
    const days = JSON.parse(text) as Record<string, unknown>[];
    expect(days.every((day) => Object.keys(day).sort().join() === "date,state")).toBe(true);
  });

  it("refuses missing, malformed, reversed and too long ranges with 400 { error }", async () => {
    for (const query of [
      "",
      "?from=2027-01-01",
      "?to=2027-01-01",
      "?from=2027-02-30&to=2027-03-01",
      "?from=01/01/2027&to=2027-01-02",
      "?from=2027-01-10&to=2027-01-01",
      "?from=2027-01-01&to=2028-02-05", // 401 days
      "?from=2027-01-01&to=2027-01-01%00",
    ]) {
      const response = await publicAvailability(request("GET", `/api/availability${query}`));
      expect(response.status, query).toBe(400);
      expect(typeof ((await response.json()) as { error: unknown }).error).toBe("string");
    }
    expect((await states("2028-01-01", "2029-02-03")).length).toBe(400);
  });

  it("answers any query string with 200 (dates and states only) or 400, never a 5xx", async () => {
    let address = 0;
    const part = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.date({ min: new Date("1900-01-01"), max: new Date("2200-01-01"), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
    );
    await fc.assert(
      fc.asyncProperty(part, part, async (from, to) => {
        address += 1;
        const query = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
        const response = await publicAvailability(request("GET", `/api/availability?${query}`, { ip: `198.51.100.${address % 250}` }));
        expect([200, 400]).toContain(response.status);
        if (response.status === 200) {
          const days = (await response.json()) as { date: string; state: string }[];
          expect(days.length).toBeLessThanOrEqual(400);
          expect(days.every((day) => Object.keys(day).length === 2 && ["free", "limited", "booked"].includes(day.state))).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("limits each address", async () => {
    let last = 200;
    for (let i = 0; i < 61; i += 1) last = (await publicAvailability(request("GET", "/api/availability?from=2027-01-01&to=2027-01-02", { ip: "192.0.2.99" }))).status;
    expect(last).toBe(429);
    expect((await publicAvailability(request("GET", "/api/availability?from=2027-01-01&to=2027-01-02", { ip: "192.0.2.98" }))).status).toBe(200);
  });
});

describe("admin holds and the month view", () => {
  it("refuses visitors (401) and cross-site changes (403)", async () => {
    expect((await adminAvailability(request("GET", "/api/admin/availability?from=2027-01-01&to=2027-01-31"), none)).status).toBe(401);
    expect((await createHold(request("POST", "/api/admin/availability/holds", { body: { date: "2027-01-01", label: "x" } }), none)).status).toBe(401);
    expect((await patchHold(request("PATCH", "/api/admin/availability/holds/1", { body: { label: "x" } }), withId(1))).status).toBe(401);
    expect((await deleteHold(request("DELETE", "/api/admin/availability/holds/1"), withId(1))).status).toBe(401);
    expect((await feedUrl(request("GET", "/api/admin/calendar-feed"), none)).status).toBe(401);
    expect((await rotateFeed(request("POST", "/api/admin/calendar-feed"), none)).status).toBe(401);
    const cookie = await signedInAdminCookie();
    const evil = "https://evil.example";
    expect((await createHold(request("POST", "/api/admin/availability/holds", { cookie, origin: evil, body: { date: "2027-01-01", label: "x" } }), none)).status).toBe(403);
    expect((await deleteHold(request("DELETE", "/api/admin/availability/holds/1", { cookie, origin: evil }), withId(1))).status).toBe(403);
    expect((await rotateFeed(request("POST", "/api/admin/calendar-feed", { cookie, origin: evil }), none)).status).toBe(403);
    expect(await db.availabilityHold.count()).toBe(0);
  });

  it("gives the feed's URL on NEXT_PUBLIC_SITE_URL, whatever Host the request names", async () => {
    vi.stubEnv("NEXT_PUBLIC_SITE_URL", "https://ekoliveband.example");
    const cookie = await signedInAdminCookie();
    const answer = await feedUrl(request("GET", "/api/admin/calendar-feed", { cookie, headers: { host: "band.example:8080" } }), none);
    expect(((await answer.json()) as { url: string }).url).toMatch(/^https:\/\/ekoliveband\.example\/api\/calendar\//);
    vi.unstubAllEnvs();
  });

  it("adds, edits and removes holds, which change public availability at once", async () => {
    await db.siteSetting.create({ data: { key: "capacityPerDay", value: "2" } });
    const cookie = await signedInAdminCookie();
    const created = await createHold(request("POST", "/api/admin/availability/holds", { cookie, body: { date: "2027-05-01", label: "Studio session", note: "Ikeja" } }), none);
    expect(created.status).toBe(201);
    const hold = (await created.json()) as { id: number };
    expect((await states("2027-05-01", "2027-05-01"))[0]!.state).toBe("limited");

    const moved = await patchHold(request("PATCH", `/api/admin/availability/holds/${hold.id}`, { cookie, body: { date: "2027-05-02" } }), withId(hold.id));
    expect(moved.status).toBe(200);
    expect(await db.availabilityHold.findUniqueOrThrow({ where: { id: hold.id } })).toMatchObject({ date: "2027-05-02", label: "Studio session", note: "Ikeja" });
    expect((await states("2027-05-01", "2027-05-02")).map((day) => day.state)).toEqual(["free", "limited"]);

    await enquiry("2027-05-02", "new", { name: "Ada Eze" });
    const month = await adminAvailability(request("GET", "/api/admin/availability?from=2027-05-01&to=2027-05-31", { cookie }), none);
    const body = (await month.json()) as { capacity: number; days: { date: string; state: string; enquiries: { name: string }[]; holds: { label: string }[] }[] };
    expect(body.capacity).toBe(2);
    expect(body.days).toMatchObject([{ date: "2027-05-02", state: "limited", enquiries: [{ name: "Ada Eze" }], holds: [{ label: "Studio session" }] }]);

    expect((await deleteHold(request("DELETE", `/api/admin/availability/holds/${hold.id}`, { cookie }), withId(hold.id))).status).toBe(204);
    expect((await states("2027-05-02", "2027-05-02"))[0]!.state).toBe("free");
    expect((await deleteHold(request("DELETE", `/api/admin/availability/holds/${hold.id}`, { cookie }), withId(hold.id))).status).toBe(404);
    const audited = await db.auditEvent.findMany({ where: { action: "calendar-change" }, orderBy: { id: "asc" } });
    expect(audited.map((event) => event.target)).toEqual([`hold ${hold.id} added on 2027-05-01`, `hold ${hold.id} changed (2027-05-02)`, `hold ${hold.id} removed`]);
  });

  it("refuses bad holds, ids and ranges with 400 { error }", async () => {
    const cookie = await signedInAdminCookie();
    const bad: unknown[] = [
      {},
      { date: "2027-02-30", label: "x" },
      { date: "2027-01-01" },
      { date: "2027-01-01", label: "   " },
      { date: "2027-01-01", label: "x".repeat(81) },
      { date: "2027-01-01", label: "x", note: "n".repeat(501) },
      { date: 20270101, label: "x" },
      [],
    ];
    for (const body of bad) {
      const response = await createHold(request("POST", "/api/admin/availability/holds", { cookie, body }), none);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBeTruthy();
    }
    expect((await createHold(request("POST", "/api/admin/availability/holds", { cookie, rawBody: "{", headers: { "content-type": "application/json" } }), none)).status).toBe(400);
    expect(
      (
        await createHold(
          request("POST", "/api/admin/availability/holds", {
            cookie,
            rawBody: `{"date":"2027-01-01","label":"${"x".repeat(3000)}"}`,
            headers: { "content-type": "application/json" },
          }),
          none,
        )
      ).status,
    ).toBe(413);
    expect((await patchHold(request("PATCH", "/api/admin/availability/holds/abc", { cookie, body: { label: "x" } }), withId("abc"))).status).toBe(400);
    expect((await patchHold(request("PATCH", "/api/admin/availability/holds/1", { cookie, body: {} }), withId(1))).status).toBe(400);
    expect((await patchHold(request("PATCH", "/api/admin/availability/holds/999", { cookie, body: { label: "x" } }), withId(999))).status).toBe(404);
    expect((await deleteHold(request("DELETE", "/api/admin/availability/holds/-1", { cookie }), withId(-1))).status).toBe(400);
    for (const query of ["", "?from=2027-01-01", "?from=2027-01-31&to=2027-01-01", "?from=2027-01-01&to=2028-06-01"]) {
      expect((await adminAvailability(request("GET", `/api/admin/availability${query}`, { cookie }), none)).status, query).toBe(400);
    }
  });

  it("warns before booking an enquiry on a day already at capacity", async () => {
    const cookie = await signedInAdminCookie();
    await enquiry("2027-06-06");
    await db.availabilityHold.create({ data: { date: "2027-06-06", label: "Hold" } });
    const third = await enquiry("2027-06-06", "new");
    const warned = await patchContact(request("PATCH", `/api/contacts/${third.id}`, { cookie, body: { status: "booked" } }), withId(third.id));
    expect(warned.status).toBe(409);
    expect(await warned.json()).toMatchObject({ overCapacity: true, date: "2027-06-06" });
    expect((await db.contact.findUniqueOrThrow({ where: { id: third.id } })).status).toBe("new");
    // Other statuses never warn; booking after the warning does.
    expect((await patchContact(request("PATCH", `/api/contacts/${third.id}`, { cookie, body: { status: "contacted" } }), withId(third.id))).status).toBe(200);
    expect((await patchContact(request("PATCH", `/api/contacts/${third.id}`, { cookie, body: { status: "booked", confirmOverCapacity: "yes" } }), withId(third.id))).status).toBe(
      400,
    );
    const confirmed = await patchContact(request("PATCH", `/api/contacts/${third.id}`, { cookie, body: { status: "booked", confirmOverCapacity: true } }), withId(third.id));
    expect(confirmed.status).toBe(200);
    expect((await db.contact.findUniqueOrThrow({ where: { id: third.id } })).status).toBe("booked");
    // A day with room books without a question.
    const roomy = await enquiry("2027-06-07", "new");
    expect((await patchContact(request("PATCH", `/api/contacts/${roomy.id}`, { cookie, body: { status: "booked" } }), withId(roomy.id))).status).toBe(200);
  });
});

const localDate = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

describe("the calendar feed", () => {
  async function currentUrl(cookie: string, rotate = false) {
    const response = rotate
      ? await rotateFeed(request("POST", "/api/admin/calendar-feed", { cookie }), none)
      : await feedUrl(request("GET", "/api/admin/calendar-feed", { cookie }), none);
    expect(response.status).toBe(200);
    return new URL(((await response.json()) as { url: string }).url);
  }
  const fetchFeed = (url: URL) => calendarFeed(request("GET", url.pathname), feedName(decodeURIComponent(url.pathname.split("/").pop()!)));

  it("lists each booking as an all-day event and each hold as a tentative one, parsed back with node-ical", async () => {
    const cookie = await signedInAdminCookie();
    const booking = await enquiry("2027-07-04", "booked", { name: "Tolu Bakare", phone: "+2348031234567", eventType: "Corporate Event", venue: "Eko Hotel" });
    await enquiry("2027-07-05", "new", { name: "Not Booked" });
    await enquiry("2027-07-06", "booked", { name: "Spam Booker", quarantinedAt: new Date() });
    await db.availabilityHold.create({ data: { date: "2027-07-08", label: "Rehearsal", note: "Whole band" } });
    const url = await currentUrl(cookie);
    expect(url.pathname).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await db.calendarFeed.count()).toBe(1);
    const stored = await db.calendarFeed.findFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(url.pathname.split("/").pop()!.replace(".ics", "")); // hashed and sealed only

    const response = await fetchFeed(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/calendar/);
    const events = Object.values(ical.sync.parseICS(await response.text())).filter((item): item is VEvent => item?.type === "VEVENT");
    expect(events).toHaveLength(2);
    const booked = events.find((event) => event.uid.startsWith(`booking-${booking.id}@`))!;
    expect(booked.datetype).toBe("date");
    expect(localDate(booked.start)).toBe("2027-07-04");
    expect(localDate(booked.end!)).toBe("2027-07-05");
    expect(booked.summary).toBe("Corporate Event: Tolu Bakare");
    expect(booked.location).toBe("Eko Hotel");
    expect(booked.description).toContain("+2348031234567");
    expect(booked.description).not.toContain("Run sheet"); // booked by hand, without a paid quote
    expect(booked.status).toBe("CONFIRMED");
    const hold = events.find((event) => event.uid.startsWith("hold-"))!;
    expect(hold).toMatchObject({ summary: "Hold: Rehearsal", status: "TENTATIVE", description: "Whole band", datetype: "date" });
    expect(localDate(hold.start)).toBe("2027-07-08");
  });

  it("links a booking paid through a quote to its run sheet", async () => {
    const cookie = await signedInAdminCookie();
    const booking = await enquiry("2027-07-04", "booked", { name: "Tolu Bakare" });
    await db.bookingQuote.create({
      data: {
        contactId: booking.id,
        token: "t".repeat(43),
        url: "https://example.com/booking/x",
        total: 1000,
        deposit: 500,
        balance: 500,
        depositDueAt: new Date(),
        expiresAt: new Date(),
        status: "deposit-paid",
      },
    });
    const events = Object.values(ical.sync.parseICS(await (await fetchFeed(await currentUrl(cookie))).text())).filter((item): item is VEvent => item?.type === "VEVENT");
    expect(events[0]!.description).toContain(`Run sheet: ${siteOrigin()}/api/admin/contacts/${booking.id}/documents/run-sheet.pdf`);
  });

  it("stops answering the old URL once rotated, and refuses made-up tokens", async () => {
    const cookie = await signedInAdminCookie();
    const first = await currentUrl(cookie);
    expect((await currentUrl(cookie)).href).toBe(first.href); // stable until rotated
    const second = await currentUrl(cookie, true);
    expect(second.href).not.toBe(first.href);
    expect((await fetchFeed(first)).status).toBe(404);
    expect((await fetchFeed(second)).status).toBe(200);
    expect(await db.auditEvent.count({ where: { action: "calendar-change", target: "calendar feed URL rotated" } })).toBe(1);
    const token = second.pathname.split("/").pop()!.replace(".ics", "");
    const oneCharacterOff = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const name of [token, `${token}.ical`, `${oneCharacterOff}.ics`, ".ics", "x".repeat(5000) + ".ics", `${token}.ics.ics`]) {
      expect((await calendarFeed(request("GET", `/api/calendar/${name}`), feedName(name))).status, name.slice(0, 50)).toBe(404);
    }
  });
});

describe("the daily capacity", () => {
  it("follows the capacityPerDay setting, read per request", async () => {
    await enquiry("2027-03-02");
    await db.availabilityHold.create({ data: { date: "2027-03-02", label: "Rehearsal" } });
    const state = async () => {
      const response = await publicAvailability(request("GET", "/api/availability?from=2027-03-02&to=2027-03-02"));
      return ((await response.json()) as { state: string }[])[0]?.state;
    };
    expect(await state()).toBe("booked");
    await db.siteSetting.create({ data: { key: "capacityPerDay", value: "3" } });
    expect(await state()).toBe("limited");
  });
});
