import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as list, POST as add } from "@/app/api/admin/repertoire/route";
import { DELETE as remove, PATCH as edit } from "@/app/api/admin/repertoire/[id]/route";
import { POST as importCsv } from "@/app/api/admin/repertoire/import/route";
import { GENRE_FIRST_SONGS, publicRepertoireGenres } from "@/lib/repertoire/public";
import { GET as publicSongs } from "@/app/api/repertoire/songs/route";
import { db } from "@/lib/db";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { takeRevalidations } from "../support/next-cache";
import { request } from "../support/requests";

// The repertoire (issue 47, item 1): CRUD and CSV import against a real database, each write
// revalidating /repertoire's tag.

const none = { params: Promise.resolve({}) };
const withId = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });
let cookie = "";

const post = (body: unknown, options: { cookie?: string; origin?: string } = { cookie }) => add(request("POST", "/api/admin/repertoire", { body, ...options }), none);
const csvImport = (csv: string, options: { cookie?: string; origin?: string; type?: string } = { cookie }) =>
  importCsv(
    request("POST", "/api/admin/repertoire/import", { rawBody: csv, cookie: options.cookie, origin: options.origin, headers: { "content-type": options.type ?? "text/csv" } }),
    none,
  );
const songs = async () =>
  (
    (await (await list(request("GET", "/api/admin/repertoire", { cookie }), none)).json()) as {
      songs: { id: number; title: string; artist: string; genre: string; moments: string[] }[];
    }
  ).songs;

beforeEach(async () => {
  await resetDatabase();
  cookie = await signedInAdminCookie();
  takeRevalidations();
});

describe("songs one by one", () => {
  it("adds, lists by genre, edits and deletes, revalidating /repertoire each time", async () => {
    const created = await post({ title: "  Ife  Wa  Gbona ", artist: "Tiwa Savage", genre: "Afrobeats", moments: ["first-dance", "first-dance", "dance-floor"] });
    expect(created.status).toBe(201);
    const { song } = (await created.json()) as { song: { id: number; title: string; moments: string[] } };
    expect(song).toMatchObject({ title: "Ife Wa Gbona", moments: ["first-dance", "dance-floor"] });
    expect(takeRevalidations().map((call) => call.tag)).toEqual(["repertoire"]);
    await post({ title: "Sweet Mother", artist: "Prince Nico Mbarga", genre: "Highlife" });
    expect((await songs()).map((row) => row.genre)).toEqual(["Afrobeats", "Highlife"]);
    expect((await publicRepertoireGenres()).map(({ genre, count, songs }) => [genre, count, songs.map((row) => row.title)])).toEqual([
      ["Afrobeats", 1, ["Ife Wa Gbona"]],
      ["Highlife", 1, ["Sweet Mother"]],
    ]);

    const changed = await edit(request("PATCH", `/api/admin/repertoire/${song.id}`, { cookie, body: { genre: "Afrobeat" } }), withId(song.id));
    expect(changed.status).toBe(200);
    expect((await songs()).find((row) => row.id === song.id)).toMatchObject({ genre: "Afrobeat", moments: ["first-dance", "dance-floor"] });
    expect((await remove(request("DELETE", `/api/admin/repertoire/${song.id}`, { cookie }), withId(song.id))).status).toBe(204);
    expect((await remove(request("DELETE", `/api/admin/repertoire/${song.id}`, { cookie }), withId(song.id))).status).toBe(404);
    expect(await db.repertoireSong.count()).toBe(1);
  });

  it("keeps each song once, whatever the case and spacing", async () => {
    expect((await post({ title: "Sweet Mother", artist: "Prince Nico Mbarga", genre: "Highlife" })).status).toBe(201);
    const again = await post({ title: "sweet  MOTHER", artist: "prince nico mbarga", genre: "Classics" });
    expect(again.status).toBe(409);
    const other = (await (await post({ title: "Osondi Owendi", artist: "Osita Osadebe", genre: "Highlife" })).json()) as { song: { id: number } };
    expect(
      (await edit(request("PATCH", `/api/admin/repertoire/${other.song.id}`, { cookie, body: { title: "Sweet Mother", artist: "Prince Nico Mbarga" } }), withId(other.song.id)))
        .status,
    ).toBe(409);
  });

  it("refuses bad input with the field named, strangers and other sites", async () => {
    for (const [body, field] of [
      [{ artist: "A", genre: "G" }, "title"],
      [{ title: "", artist: "A", genre: "G" }, "title"],
      [{ title: "T", artist: "A", genre: "x".repeat(61) }, "genre"],
      [{ title: 5, artist: "A", genre: "G" }, "title"],
      [{ title: "T", artist: "A", genre: "G", moments: ["encore"] }, "moments.0"],
      [{ title: "T", artist: "A", genre: "G", extra: 1 }, ""],
    ] as const) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      if (field) expect(((await response.json()) as { fields: Record<string, string> }).fields).toHaveProperty([field]);
    }
    expect((await post({ title: "T", artist: "A", genre: "G" }, {})).status).toBe(401);
    expect((await post({ title: "T", artist: "A", genre: "G" }, { cookie, origin: "https://evil.example" })).status).toBe(403);
    expect((await edit(request("PATCH", "/api/admin/repertoire/abc", { cookie, body: { genre: "x" } }), withId("abc"))).status).toBe(400);
    expect((await edit(request("PATCH", "/api/admin/repertoire/1", { cookie, body: {} }), withId(1))).status).toBe(400);
    expect(await db.repertoireSong.count()).toBe(0);
  });
});

describe("CSV import", () => {
  it("imports good lines, skips duplicates and lists errors by their line in the file", async () => {
    await post({ title: "Sweet Mother", artist: "Prince Nico Mbarga", genre: "Highlife" });
    const csv = [
      "Genre,Title,Artist,Year",
      "Highlife,Sweet Mother,Prince Nico Mbarga,1976", // already there
      'Afrobeat,"Water No Get Enemy",Fela Kuti,1975',
      ",Missing genre,Someone,",
      "Juju,Ja Funmi,King Sunny Ade,1967",
      "",
      'Gospel,"Olorun\nMimo",Choir,', // a quoted line break: line 7 to 8
      "Juju,ja funmi,KING SUNNY ADE,", // a duplicate within the file
      'Highlife,=HYPERLINK("http://evil.example"),Hacker,',
    ].join("\n");
    const response = await csvImport(csv);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ imported: 4, skipped: 2, errors: [{ line: 4, error: expect.stringMatching(/genre/) }] });
    const titles = (await songs()).map((song) => song.title);
    expect(titles).toContain("Water No Get Enemy");
    expect(titles).toContain("Olorun Mimo");
    expect(titles).toContain('=HYPERLINK("http://evil.example")'); // kept as text, never run
    expect(takeRevalidations().map((call) => call.tag)).toContain("repertoire");
  });

  it("takes a multipart file field too", async () => {
    const form = new FormData();
    form.append("file", new Blob(["title,artist,genre\nJolene,Dolly Parton,Country\n"], { type: "text/csv" }), "songs.csv");
    const body = new Response(form);
    const response = await importCsv(
      request("POST", "/api/admin/repertoire/import", {
        rawBody: await body.text(),
        cookie,
        headers: { "content-type": body.headers.get("content-type")! },
      }),
      none,
    );
    expect(await response.json()).toEqual({ imported: 1, skipped: 0, errors: [] });
  });

  it("reads the encodings spreadsheets save CSVs in, and refuses one it cannot read, naming it", async () => {
    const csv = "title,artist,genre\nCafé “Owambe”,Fẹ́mi Kuti,Afrobeat\n";
    const send = (bytes: Uint8Array) =>
      importCsv(
        new NextRequest("http://localhost:3000/api/admin/repertoire/import", {
          method: "POST",
          body: new Blob([new Uint8Array(bytes)]),
          headers: { host: "localhost:3000", cookie, "content-type": "text/csv" },
        }),
        none,
      );
    const utf16 = (littleEndian: boolean) => {
      const body = Buffer.from(csv, "utf16le");
      if (!littleEndian) body.swap16();
      return Buffer.concat([Buffer.from(littleEndian ? [0xff, 0xfe] : [0xfe, 0xff]), body]);
    };
    for (const bytes of [Buffer.from(csv), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv)]), utf16(true), utf16(false)]) {
      expect(await (await send(bytes)).json()).toMatchObject({ errors: [] });
      expect((await songs()).map((song) => [song.title, song.artist])).toEqual([["Café “Owambe”", "Fẹ́mi Kuti"]]);
      await db.repertoireSong.deleteMany();
    }
    // Excel's "CSV" on Windows: Windows-1252, where “ is 0x93 (ẹ has no place in it).
    const windows = Buffer.from([...Buffer.from("title,artist,genre\nCaf"), 0xe9, 0x20, 0x93, ...Buffer.from("Owambe"), 0x94, ...Buffer.from(",Femi Kuti,Afrobeat\n")]);
    expect(await (await send(windows)).json()).toMatchObject({ imported: 1 });
    expect((await songs()).map((song) => song.title)).toEqual(["Café “Owambe”"]);
    const noMark = await send(Buffer.from(csv, "utf16le"));
    expect(noMark.status).toBe(400);
    expect(((await noMark.json()) as { error: string }).error).toMatch(/UTF-16 without a byte-order mark.*CSV UTF-8/);
    const utf32 = await send(Buffer.concat([Buffer.from([0xff, 0xfe, 0, 0]), Buffer.from("t\0\0\0")]));
    expect(((await utf32.json()) as { error: string }).error).toMatch(/UTF-32/);
  });

  it("refuses a file it cannot use, too many rows, other types, strangers and other sites", async () => {
    expect((await csvImport("name,singer\nA,B\n")).status).toBe(400);
    expect((await csvImport("")).status).toBe(400);
    expect((await csvImport('title,artist,genre\n"unclosed,A,B\n')).status).toBe(400);
    const many = ["title,artist,genre", ...Array.from({ length: 2001 }, (_, i) => `Song ${i},Artist,Genre`)].join("\n");
    const tooMany = await csvImport(many);
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { error: string }).error).toMatch(/2000/);
    expect((await csvImport("title,artist,genre\nA,B,C\n", { cookie, type: "application/json" })).status).toBe(415);
    expect((await csvImport(`title,artist,genre\n${"x,".repeat(600_000)}\n`)).status).toBe(413);
    expect((await csvImport("title,artist,genre\nA,B,C\n", {})).status).toBe(401);
    expect((await csvImport("title,artist,genre\nA,B,C\n", { cookie, origin: "https://evil.example" })).status).toBe(403);
    expect(await db.repertoireSong.count()).toBe(0);
  });
});

describe("the Repertoire tab at ten years' size (issue 60)", () => {
  type Page = { songs: { id: number; title: string; artist: string; genre: string }[]; count?: number; genres?: string[] };
  const page = async (query: string) => {
    const response = await list(request("GET", `/api/admin/repertoire${query}`, { cookie }), none);
    expect(response.status, query).toBe(200);
    return { body: (await response.json()) as Page, next: response.headers.get("x-next-cursor") };
  };
  const everyPage = async (q = "") => {
    const pages: Page["songs"][] = [];
    let next: string | null = null;
    do {
      const params = new URLSearchParams({ ...(q ? { q } : {}), ...(next ? { cursor: next } : {}) });
      const answer = await page(params.size ? `?${params}` : "");
      pages.push(answer.body.songs);
      next = answer.next;
    } while (next);
    return pages;
  };

  it("pages 500 songs at a time by genre then title, none twice or left out, titles with commas and Yoruba letters too; search looks through every song", async () => {
    const genres = ["Afrobeats", "Fuji", "Highlife", "Jùjú"];
    await db.repertoireSong.createMany({
      data: Array.from({ length: 1_130 }, (_, n) => {
        // Ties on title within a genre: the id orders them.
        const title = n % 7 === 0 ? "Ẹ̀ kú ọdún, ẹ kú iyedun" : `Song ${String(n % 400).padStart(3, "0")}`;
        return { title, artist: `Artist ${n}`, genre: genres[n % genres.length]!, matchKey: `song-${n}` };
      }),
    });
    const first = await page("");
    expect(first.body.count).toBe(1_130);
    expect(first.body.genres).toEqual(genres.slice().sort());
    const pages = await everyPage();
    expect(pages.map((rows) => rows.length)).toEqual([500, 500, 130]);
    const expected = await db.repertoireSong.findMany({ orderBy: [{ genre: "asc" }, { title: "asc" }, { id: "asc" }], select: { id: true } });
    expect(pages.flat().map((song) => song.id)).toEqual(expected.map((row) => row.id));

    const found = (await everyPage("iyedun")).flat();
    expect(found).toHaveLength(Math.ceil(1_130 / 7));
    expect((await page(`?q=${encodeURIComponent("ARTIST 1129")}`)).body).toMatchObject({ count: 1, songs: [{ artist: "Artist 1129" }] });
  });

  it("answers 400 for a cursor it did not give or an unknown parameter, 401 without a session", async () => {
    for (const query of ["?cursor=abc", "?cursor=a,b,c", "?cursor=%25E0%A4%A,x,1", "?limit=5"]) {
      const response = await list(request("GET", `/api/admin/repertoire${query}`, { cookie }), none);
      expect(response.status, query).toBe(400);
    }
    expect((await list(request("GET", "/api/admin/repertoire"), none)).status).toBe(401);
  });
});

describe("the public /repertoire at ten years' size", () => {
  type Answer = { songs: { id: number; title: string; artist: string; genre: string }[]; count?: number };
  const ask = async (query: string) => {
    const response = await publicSongs(request("GET", `/api/repertoire/songs${query}`));
    return { status: response.status, body: (await response.json()) as Answer, next: response.headers.get("x-next-cursor") };
  };

  it("renders each genre's first songs with its count, and pages the rest of a genre, none twice or left out", async () => {
    const genres = ["Afrobeats", "Fuji", "Highlife", "Jùjú", "Gospel", "Love songs"];
    await db.repertoireSong.createMany({
      data: Array.from({ length: 3_000 }, (_, n) => ({ title: `Song ${String(n).padStart(4, "0")}`, artist: `Artist ${n}`, genre: genres[n % 6]!, matchKey: `song-${n}` })),
    });
    const shown = await publicRepertoireGenres();
    expect(shown.map((genre) => [genre.genre, genre.count, genre.songs.length])).toEqual(genres.toSorted().map((genre) => [genre, 500, GENRE_FIRST_SONGS]));
    const highlife = shown.find((genre) => genre.genre === "Highlife")!;
    expect(highlife.songs.map((song) => song.title)).toEqual(highlife.songs.map((song) => song.title).toSorted());

    // "Show the other 480 Highlife songs": from the last one shown, by the genre's cursor.
    const { songCursorOf } = await import("@/lib/validation/repertoire");
    const rest: Answer["songs"] = [];
    let cursor: string | null = songCursorOf(highlife.songs.at(-1)!);
    while (cursor) {
      const page = await ask(`?${new URLSearchParams({ genre: "Highlife", cursor })}`);
      expect(page.status).toBe(200);
      rest.push(...page.body.songs);
      cursor = page.next;
    }
    expect(rest).toHaveLength(480);
    expect(rest.every((song) => song.genre === "Highlife")).toBe(true);
    const all = [...highlife.songs.map((song) => song.id), ...rest.map((song) => song.id)];
    expect(new Set(all).size).toBe(500);
    expect(Object.keys(rest[0]!).sort()).toEqual(["artist", "genre", "id", "title"]); // nothing more than the page lists

    // The search looks through every song, and says how many match.
    const found = await ask("?q=artist%202999");
    expect(found.body).toEqual({ count: 1, songs: [{ id: expect.any(Number), title: "Song 2999", artist: "Artist 2999", genre: genres[2999 % 6] }] });
    const many = await ask("?q=song");
    expect([many.body.count, many.body.songs.length, Boolean(many.next)]).toEqual([3_000, 500, true]);
    expect((await ask("?q=juju")).body.count).toBe(500);
  });

  it("answers 400 for a cursor it did not give, an unknown parameter, a genre or search too long, or NUL", async () => {
    for (const query of ["?cursor=abc", "?limit=5", `?genre=${"a".repeat(61)}`, `?q=${"a".repeat(201)}`, "?q=a%00b"]) {
      const { status, body } = await ask(query);
      expect(status, query).toBe(400);
      expect((body as unknown as { error: string }).error, query).toBeTruthy();
    }
  });
});
