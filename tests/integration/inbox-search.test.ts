import { beforeEach, describe, expect, it } from "vitest";
import { PATCH as patchContact } from "@/app/api/contacts/[id]/route";
import { GET as exportContacts } from "@/app/api/contacts/export/route";
import { GET as listContacts } from "@/app/api/contacts/route";
import { GET as listSongs, POST as addSong } from "@/app/api/admin/repertoire/route";
import { fillContactSearchText } from "@/lib/contacts/search-text";
import { db } from "@/lib/db";
import { submitEnquiry } from "@/lib/enquiries/submit";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { goodPayloads } from "../support/enquiries";
import { request } from "../support/requests";

// The inbox's search (lib/contacts/search-text.ts, lib/db/folded-search.ts), on both databases:
// accents and case folded, every word found in any field, and LIKE's wildcards and PostgreSQL's
// escape character searched as the characters they are. Before it, "kemi" did not find "Kẹ́mi",
// "%" and "_" matched every enquiry, and SQLite and PostgreSQL answered differently.

const none = { params: Promise.resolve({}) };
const withId = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });
let cookie = "";

async function enquire(fields: Record<string, string>) {
  const result = await submitEnquiry("contact", { ...goodPayloads.contact, ...fields }, { ip: "192.0.2.90", siteOrigin: "https://band.example" });
  expect(result.ok).toBe(true);
}

async function found(q: string): Promise<string[]> {
  const response = await listContacts(request("GET", `/api/contacts?q=${encodeURIComponent(q)}`, { cookie }), none);
  expect(response.status, q).toBe(200);
  return ((await response.json()) as { name: string }[]).map((contact) => contact.name).sort();
}

beforeEach(async () => {
  await resetDatabase();
  cookie = await signedInAdminCookie();
  await enquire({ name: "Kẹ́mi Adébáyọ̀", email: "kemi@example.com", phone: "0803 111 0001", venue: "Lekki Phase 1", message: "Wedding reception." });
  await enquire({ name: "Ada Obi", email: "ada_obi@example.com", phone: "0803 111 0002", venue: "Ikoyi Club", message: "We can pay 50% now." });
  await enquire({ name: "Adaxobi Ventures", email: "events@adaxobi.example", phone: "0803 111 0003", venue: "Yaba", message: "Office party, C:\\Events\\2027." });
  await enquire({ name: "Ngozi Eze", email: "ngozi@example.com", phone: "0803 111 0004", venue: "Victoria Island", eventType: "Birthday Party", message: "" });
});

describe("the inbox's search", () => {
  it("finds a name written with tone marks by its plain letters, in any case, and by the marks themselves", async () => {
    expect(await found("kemi")).toEqual(["Kẹ́mi Adébáyọ̀"]);
    expect(await found("ADEBAYO")).toEqual(["Kẹ́mi Adébáyọ̀"]);
    expect(await found("Adébáyọ̀")).toEqual(["Kẹ́mi Adébáyọ̀"]);
  });

  it("finds every word of the search in any field, in any order", async () => {
    expect(await found("lekki kemi")).toEqual(["Kẹ́mi Adébáyọ̀"]);
    expect(await found("kemi ikoyi")).toEqual([]);
    // The event type by its label.
    expect(await found("birthday party")).toEqual(["Ngozi Eze"]);
    expect(await found("birthday")).toEqual(["Ngozi Eze"]);
  });

  it("finds an enquiry by its phone number in whichever form it is written", async () => {
    // Typed in the form as "0803 111 0004".
    for (const phone of ["0803 111 0004", "08031110004", "+234 803 111 0004", "+2348031110004", "234-803-111-0004", "(0803) 111 0004"]) {
      expect(await found(phone), phone).toEqual(["Ngozi Eze"]);
    }
    // Part of a number: the digits as typed.
    expect(await found("111 0002")).toEqual(["Ada Obi"]);
    // An enquiry from before the phone's digits were kept, found by them all the same.
    await db.contact.create({ data: { name: "Old Phone", phone: "0805 222 3333", eventType: "wedding", eventDate: "2020-01-01", source: "home" } });
    expect(await found("+234 805 222 3333")).toEqual(["Old Phone"]);
  });

  it("searches %, _ and \\ as characters, not as patterns", async () => {
    expect(await found("%")).toEqual(["Ada Obi"]);
    expect(await found("50%")).toEqual(["Ada Obi"]);
    expect(await found("ada_obi")).toEqual(["Ada Obi"]);
    expect(await found("_")).toEqual(["Ada Obi"]);
    expect(await found("c:\\events")).toEqual(["Adaxobi Ventures"]);
    expect(await found("\\")).toEqual(["Adaxobi Ventures"]);
    // The export reads the same filters.
    const csv = await (await exportContacts(request("GET", `/api/contacts/export?q=${encodeURIComponent("%")}`, { cookie }), none)).text();
    expect(csv).toContain("Ada Obi");
    expect(csv).not.toContain("Kẹ́mi");
  });

  it("finds an enquiry by the venue and event type the admin changed, no longer by the old ones", async () => {
    const { id } = await db.contact.findFirstOrThrow({ where: { name: "Ngozi Eze" } });
    const response = await patchContact(request("PATCH", `/api/contacts/${id}`, { cookie, body: { venue: "Eko Hotel", eventType: "Wedding" } }), withId(id));
    expect(response.status).toBe(200);
    expect(await found("eko hotel")).toEqual(["Ngozi Eze"]);
    expect(await found("victoria island")).toEqual([]);
    expect(await found("birthday")).toEqual([]);
  });

  it("fills the search text of enquiries from before it, in batches, before a search reads them", async () => {
    // Written as a migration leaves them: no search text. 1,201 of them: three batches.
    const rows = Array.from({ length: 1201 }, (_, n) => ({
      name: `Old client ${n}`,
      phone: "+2348030000000",
      eventType: "wedding",
      eventDate: "2020-05-01",
      source: "home",
      venue: n === 1200 ? "Ọ̀yọ́ Town Hall" : "Lekki",
    }));
    for (let from = 0; from < rows.length; from += 90) await db.contact.createMany({ data: rows.slice(from, from + 90) });
    expect(await found("oyo town")).toEqual(["Old client 1200"]);
    expect(await db.contact.count({ where: { searchText: "" } })).toBe(0);
    expect(await fillContactSearchText()).toBe(0);
  });
  it("is not in the inbox's answer: the search column would carry every enquiry's text twice", async () => {
    for (const query of ["?q=kemi", "?waiting=1"]) {
      const rows = (await (await listContacts(request("GET", `/api/contacts${query}`, { cookie }), none)).json()) as Record<string, unknown>[];
      expect(rows.length, query).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row, query).toHaveProperty("message");
        expect(row, query).not.toHaveProperty("searchText");
      }
    }
  });
});

describe("the repertoire's search", () => {
  it("searches % and _ as characters", async () => {
    for (const song of [
      { title: "100% Naija", artist: "Various", genre: "Afrobeats" },
      { title: "Fela_Live", artist: "Fela", genre: "Afrobeat" },
      { title: "Felaxlive", artist: "Fela", genre: "Afrobeat" },
    ]) {
      expect((await addSong(request("POST", "/api/admin/repertoire", { cookie, body: { ...song, moments: [] } }), none)).status).toBe(201);
    }
    const titles = async (q: string) =>
      ((await (await listSongs(request("GET", `/api/admin/repertoire?q=${encodeURIComponent(q)}`, { cookie }), none)).json()) as { songs: { title: string }[] }).songs.map(
        (song) => song.title,
      );
    expect(await titles("%")).toEqual(["100% Naija"]);
    expect(await titles("fela_live")).toEqual(["Fela_Live"]);
    expect(await titles("fela")).toHaveLength(2);
  });
});
