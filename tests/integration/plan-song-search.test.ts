import { beforeEach, describe, expect, it } from "vitest";
import { GET as findSongs } from "@/app/api/repertoire/route";
import { POST as createQuote } from "@/app/api/contacts/[id]/quote/route";
import { GET as clientPlan, PUT as putClientPlan } from "@/app/api/booking/[token]/plan/route";
import { GET as bandPlan } from "@/app/api/admin/quotes/[id]/plan/route";
import { db } from "@/lib/db";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { future } from "../support/enquiries";
import { request } from "../support/requests";

// The plan's songs at ten years' size: the client's page and the panel's plan no longer carry the
// whole repertoire. They name the songs the plan holds, and search the rest through the public
// GET /api/repertoire (a few songs at a time; the band's songs for a moment first). The panel's
// plan had read the Repertoire tab's first page (500 songs), so past it a client's must-play read
// "A song no longer in the repertoire" and a moment's song was not among its choices.

type Found = { songs: { id: number; title: string; artist: string }[] };
const find = async (query: string) => {
  const response = await findSongs(request("GET", `/api/repertoire${query}`));
  return { status: response.status, body: (await response.json()) as Found & { error?: string } };
};
const titles = async (query: string) => {
  const answer = await find(query);
  expect(answer.status, query).toBe(200);
  return answer.body.songs.map((song) => song.title);
};

let cookie = "";
beforeEach(async () => {
  await resetDatabase();
  cookie = await signedInAdminCookie();
});

const song = (title: string, artist: string, genre: string, moments: string[] = []) => ({
  title,
  artist,
  genre,
  moments: JSON.stringify(moments),
  matchKey: `${title}|${artist}`.toLowerCase(),
  searchText: "", // filled by the search itself, as for songs from before it
});

describe("GET /api/repertoire: the plan's song search", () => {
  beforeEach(async () => {
    await db.repertoireSong.createMany({
      data: [
        song("Ọmọ Ọba", "Ebenezer Obey", "Jùjú", ["entrance"]),
        song("Sweet Mother", "Prince Nico Mbarga", "Highlife", ["dance-floor"]),
        song("Perfect", "Ed Sheeran", "Love songs", ["first-dance"]),
        song("Ife Wa Gbona", "Tiwa Savage", "Afrobeats", ["first-dance", "entrance"]),
        song("Mama Do Good", "Ebenezer Obey", "Jùjú"),
        ...Array.from({ length: 30 }, (_, n) => song(`Love Song ${String(n).padStart(2, "0")}`, `Singer ${n}`, "Love songs")),
      ],
    });
  });

  it("finds by title, artist or genre, without tone marks, a few at a time by title", async () => {
    expect(await titles("?q=omo%20oba")).toEqual(["Ọmọ Ọba"]);
    expect(await titles("?q=OBEY")).toEqual(["Mama Do Good", "Ọmọ Ọba"]);
    expect(await titles("?q=juju")).toEqual(["Mama Do Good", "Ọmọ Ọba"]);
    const love = await titles("?q=love");
    expect(love).toHaveLength(8);
    expect(love).toEqual([...love].sort());
    expect(await titles("?q=no%20such%20song")).toEqual([]);
    const { body } = await find("?q=perfect");
    expect(body.songs).toEqual([{ id: expect.any(Number), title: "Perfect", artist: "Ed Sheeran" }]); // no more than the plan shows
  });

  it("puts the band's songs for a moment first, and alone suggests only them", async () => {
    expect(await titles("?moment=first-dance")).toEqual(["Ife Wa Gbona", "Perfect"]);
    expect(await titles("?moment=entrance")).toEqual(["Ife Wa Gbona", "Ọmọ Ọba"]);
    expect(await titles("?moment=cake")).toEqual([]);
    const love = await titles("?q=love&moment=first-dance");
    expect(love[0]).toBe("Perfect"); // a love song marked for the first dance, before the others
    expect(love).toHaveLength(8);
    expect(await titles("?q=obey&moment=entrance")).toEqual(["Ọmọ Ọba", "Mama Do Good"]);
  });

  it("answers 400 for nothing to find, an unknown moment or parameter, a search too long or with NUL", async () => {
    for (const query of ["", "?q=%20%20", "?moment=wedding", "?q=love&limit=50", `?q=${"a".repeat(201)}`, "?q=a%00b", "?q=love&moment="]) {
      const { status, body } = await find(query);
      expect(status, query).toBe(400);
      expect(body.error, query).toBeTruthy();
    }
    expect((await find("")).body.error).toContain("Say what to find");
  });
});

describe("the plan names its own songs, wherever they sort in a repertoire of ten years", () => {
  it("answers the songs of the plan with it, to the client and to the band, and only those", async () => {
    // 3,000 songs; the plan's are past the Repertoire tab's first page of 500 (by genre then title).
    await db.repertoireSong.createMany({ data: Array.from({ length: 3_000 }, (_, n) => song(`Song ${String(n).padStart(4, "0")}`, `Artist ${n}`, "Afrobeats")) });
    const last = await db.repertoireSong.create({ data: song("Zobo Dance", "Ajegunle Band", "Zouk") });
    const firstDance = await db.repertoireSong.create({ data: song("Zuma Rock", "Lagos Strings", "Zouk", ["first-dance"]) });
    const contact = await db.contact.create({ data: { name: "Ada Obi", phone: "+2348031234567", eventType: "wedding", eventDate: future(60), source: "contact" } });
    const created = await createQuote(request("POST", `/api/contacts/${contact.id}/quote`, { cookie, body: { total: 600_000 } }), {
      params: Promise.resolve({ id: String(contact.id) }),
    });
    const { token } = ((await created.json()) as { quote: { token: string } }).quote;
    const quote = await db.bookingQuote.update({ where: { token }, data: { status: "deposit-paid" } });
    const withToken = { params: Promise.resolve({ token }) };
    expect(
      (await putClientPlan(request("PUT", `/api/booking/${token}/plan`, { body: { songs: { mustPlay: [last.id] }, moments: { firstDance: firstDance.id } } }), withToken)).status,
    ).toBe(200);

    const named = [
      { id: last.id, title: "Zobo Dance", artist: "Ajegunle Band" },
      { id: firstDance.id, title: "Zuma Rock", artist: "Lagos Strings" },
    ];
    const theClients = await clientPlan(request("GET", `/api/booking/${token}/plan`), withToken);
    expect(((await theClients.json()) as { songs: unknown }).songs).toEqual(named);
    const theBands = await bandPlan(request("GET", `/api/admin/quotes/${quote.id}/plan`, { cookie }), { params: Promise.resolve({ id: String(quote.id) }) });
    expect(theBands.status).toBe(200);
    expect(((await theBands.json()) as { songs: unknown }).songs).toEqual(named);
    expect((await bandPlan(request("GET", `/api/admin/quotes/${quote.id}/plan`), { params: Promise.resolve({ id: String(quote.id) }) })).status).toBe(401);

    // The rest is found by search, past the first 500 too.
    expect(await titles("?q=zobo")).toEqual(["Zobo Dance"]);
    expect(await titles("?q=song%202999")).toEqual(["Song 2999"]);
    expect(await titles("?moment=first-dance")).toEqual(["Zuma Rock"]);
  });
});
