import { beforeEach, describe, expect, it } from "vitest";
import { GET as listKind, PUT as saveBlock } from "@/app/api/admin/content/[kind]/route";
import { POST as uploadMedia } from "@/app/api/admin/media/route";
import { GET as listSongs, POST as addSong } from "@/app/api/admin/repertoire/route";
import { hero as shippedHero } from "@/fixed/home";
import { foldText } from "@/lib/common/fold-text";
import { sampleContentShown } from "@/lib/content/samples";
import { db } from "@/lib/db";
import type { ContentItemView } from "@/lib/validation/content";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { jpegWithGps, photoRequest } from "../support/images";
import { request } from "../support/requests";

// Issue 64's tour findings on both databases: song search blind to accents and case, the sample
// hero video retiring with the sample picture, and a save that changes nothing keeping a sample mark.

const none = { params: Promise.resolve({}) };
const kindOf = (kind: string) => ({ params: Promise.resolve({ kind }) });
let cookie = "";

beforeEach(async () => {
  await resetDatabase();
  cookie = await signedInAdminCookie();
});

describe("song search ignores accents and case", () => {
  it("folds marks and case", () => {
    expect(foldText("  Ọmọ   Ìyá Mi ")).toBe("omo iya mi");
    expect(foldText("Jùjú Groove · King Sunny Adé")).toBe("juju groove · king sunny ade");
  });

  it("finds 'Ọmọ Ìyá Mi' by 'omo iya mi' and 'Jùjú' by 'juju' in the panel, songs from before the folded search too", async () => {
    for (const song of [
      { title: "Ọmọ Ìyá Mi", artist: "Ebenezer Obey", genre: "Jùjú" },
      { title: "Sweet Mother", artist: "Prince Nico Mbarga", genre: "Highlife" },
    ])
      expect((await addSong(request("POST", "/api/admin/repertoire", { cookie, body: song }), none)).status).toBe(201);
    // A song stored before the folded search: its search text is filled when a search needs it.
    await db.repertoireSong.create({ data: { title: "Ẹ̀kọ́ Ilé", artist: "Adé", genre: "Jùjú", matchKey: "eko ile|ade", searchText: "" } });
    const search = async (q: string) =>
      ((await (await listSongs(request("GET", `/api/admin/repertoire?q=${encodeURIComponent(q)}`, { cookie }), none)).json()) as { songs: { title: string }[] }).songs.map(
        (song) => song.title,
      );
    expect(await search("omo iya mi")).toEqual(["Ọmọ Ìyá Mi"]);
    expect((await search("JUJU")).sort()).toEqual(["Ẹ̀kọ́ Ilé", "Ọmọ Ìyá Mi"].sort());
    expect(await search("eko")).toEqual(["Ẹ̀kọ́ Ilé"]);
    expect(await search("mother sweet")).toEqual(["Sweet Mother"]);
    expect(await search("apala")).toEqual([]);
  });
});

describe("the sample hero video", () => {
  it("retires when the band saves its own hero picture, and the checklist lists it while it plays over one", async () => {
    const hero = ((await (await listKind(request("GET", "/api/admin/content/hero", { cookie }), kindOf("hero"))).json()) as { item: ContentItemView<"hero"> }).item;
    expect(hero.data.video).toBe(shippedHero.video);
    // A save that changes nothing keeps the hero a stand-in on the checklist.
    expect((await saveBlock(request("PUT", "/api/admin/content/hero", { cookie, body: hero.data }), kindOf("hero"))).status).toBe(200);
    expect((await sampleContentShown()).map((sample) => sample.kind)).toContain("hero");

    // The band's headline with the sample picture: the video stays, and the checklist names it.
    const edited = await saveBlock(request("PUT", "/api/admin/content/hero", { cookie, body: { ...hero.data, headline: "The Lagos party band" } }), kindOf("hero"));
    expect(((await edited.json()) as { item: ContentItemView<"hero"> }).item.data.video).toBe(shippedHero.video);
    expect((await sampleContentShown()).find((sample) => sample.label === "Hero video")?.names).toEqual(["the sample performance video"]);

    const upload = await uploadMedia(photoRequest({ file: { bytes: await jpegWithGps(), name: "band.jpg", type: "image/jpeg" } }, { cookie }, "/api/admin/media"), none);
    const { image } = (await upload.json()) as { image: { url: string } };
    const saved = await saveBlock(request("PUT", "/api/admin/content/hero", { cookie, body: { ...hero.data, image: image.url, imageAlt: "The band on stage" } }), kindOf("hero"));
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { item: ContentItemView<"hero"> }).item.data.video).toBe("");
    expect((await sampleContentShown()).find((sample) => sample.label === "Hero video")).toBeUndefined();
  });
});
