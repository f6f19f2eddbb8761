import sharp from "sharp";
import { unzipSync } from "fflate";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as readKind, PUT as saveKind } from "@/app/api/admin/content/[kind]/route";
import { POST as uploadPhoto } from "@/app/api/admin/gallery/photos/route";
import { PATCH as patchPhoto } from "@/app/api/admin/gallery/photos/[id]/route";
import { POST as uploadMedia } from "@/app/api/admin/media/route";
import { GET as epkPdf } from "@/app/(site)/press/epk.pdf/route";
import { GET as photosZip } from "@/app/(site)/press/photos.zip/route";
import { GET as riderPdf } from "@/app/(site)/press/rider.pdf/route";
import { GET as shareJpeg } from "@/app/(site)/press/share.jpg/route";
import { pressShareImage } from "@/lib/press/share-image";
import { db } from "@/lib/db";
import { localPath } from "@/lib/storage/local";
import type { ContentItemView, PressContent } from "@/lib/validation/content";
import { signedInAdminCookie, signedInMember } from "../support/admin";
import { resetDatabase } from "../support/db";
import { jpegWithGps, photoRequest } from "../support/images";
import { takeRevalidations } from "../support/next-cache";
import { pdfImageCount, pdfPageCount, pdfPageSize, pdfText } from "../support/pdf-text";
import { request } from "../support/requests";
import { readFile, rm } from "node:fs/promises";

// Issue 67: the press kit. The `press` block through /api/admin/content/press (validation, roles,
// cross-site), the photos ZIP read back (no EXIF GPS or owner), the rider and the one-page kit read
// back with pdftotext.

let cookie = "";
const press = { params: Promise.resolve({ kind: "press" }) };
const none = { params: Promise.resolve({}) };
const withId = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });

const valid: PressContent = {
  shortBio: "Ìfẹ́ Live is a twelve-piece Lagos band for weddings and corporate nights.",
  longBio: "Founded in 2004 in Surulere.\n\nThe band plays highlife, afrobeat and <b>amapiano</b>.",
  facts: [
    { label: "Founded", value: "2004" },
    { label: "Musicians", value: "12" },
  ],
  rider: {
    stage: "8 m × 5 m riser, covered",
    power: "Two 63 A three-phase supplies within 15 m of the stage",
    inputs: [
      { channel: 2, source: "Snare top", notes: "SM57" },
      { channel: 1, source: "Kick drum", notes: "Beta 91A" },
      { channel: 24, source: "Talking drum", notes: "" },
    ],
    backline: "Band brings Nord Stage 4",
    hospitality: "Jollof rice for 14 <b>hot</b>",
  },
  stagePlot: "",
};

async function put(body: unknown, headers: { cookie?: string; origin?: string } = { cookie }) {
  const response = await saveKind(request("PUT", "/api/admin/content/press", { body, ...headers }), press);
  return { status: response.status, body: (await response.json()) as { item: ContentItemView<"press">; error?: string; fields?: Record<string, string> } };
}

async function addPhoto(title: string, width = 1200, height = 800) {
  const file = { bytes: await jpegWithGps(width, height), name: "IMG_2041.jpg", type: "image/jpeg" };
  const response = await uploadPhoto(photoRequest({ file, title, alt: `${title}, the band on stage`, category: "Weddings" }, { cookie }), none);
  expect(response.status).toBe(201);
  return ((await response.json()) as { photo: { id: number; src: string } }).photo;
}

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

beforeEach(async () => {
  await resetDatabase();
  cookie = await signedInAdminCookie();
  takeRevalidations();
});

describe("the press block", () => {
  it("starts from the samples, marked as such, with a rider of 16 inputs", async () => {
    const response = await readKind(request("GET", "/api/admin/content/press", { cookie }), press);
    expect(response.status).toBe(200);
    const { item } = (await response.json()) as { item: ContentItemView<"press"> };
    expect(item.isDemo).toBe(true);
    expect(item.data.rider.inputs).toHaveLength(16);
    expect(item.data.shortBio.length).toBeLessThanOrEqual(300);
  });

  it("saves the whole kit, audited, revalidating the press tag", async () => {
    const { status, body } = await put(valid);
    expect(status).toBe(200);
    expect(body.item).toMatchObject({ isDemo: false, data: { ...valid, longBio: valid.longBio } });
    expect(takeRevalidations()).toEqual([{ tag: "press", profile: { expire: 0 } }]);
    expect((await db.auditEvent.findFirstOrThrow({ where: { action: "content-change" } })).target).toBe("Press kit section edited");
    // Optional fields default: notes and the rider's extras may be left out.
    const lean = { ...valid, rider: { stage: "6 m × 4 m", power: "32 A", inputs: [{ channel: 1, source: "Vocal" }] } };
    const saved = await put(lean);
    expect(saved.status).toBe(200);
    expect(saved.body.item.data.rider).toEqual({ stage: "6 m × 4 m", power: "32 A", inputs: [{ channel: 1, source: "Vocal", notes: "" }], backline: "", hospitality: "" });
  });

  it("refuses bad input with 400 { error, fields } naming the field, keeping the kit as it was", async () => {
    await put(valid);
    const inputs = (count: number) => Array.from({ length: count }, (_, i) => ({ channel: i + 1, source: `Input ${i + 1}` }));
    const cases: [unknown, string][] = [
      [{ ...valid, shortBio: "x".repeat(301) }, "shortBio"],
      [{ ...valid, shortBio: "" }, "shortBio"],
      [{ ...valid, longBio: "x".repeat(3001) }, "longBio"],
      [{ ...valid, facts: Array.from({ length: 9 }, (_, i) => ({ label: `F${i}`, value: "v" })) }, "facts"],
      [{ ...valid, facts: [{ label: "Founded" }] }, "facts.0.value"],
      [{ ...valid, rider: undefined }, "rider"],
      [{ ...valid, rider: "a stage" }, "rider"],
      [{ ...valid, rider: { ...valid.rider, stage: "" } }, "rider.stage"],
      [{ ...valid, rider: { ...valid.rider, power: 32 } }, "rider.power"],
      [{ ...valid, rider: { ...valid.rider, inputs: [{ channel: 1, source: "" }] } }, "rider.inputs.0.source"],
      [{ ...valid, rider: { ...valid.rider, inputs: [{ channel: 65, source: "Kick" }] } }, "rider.inputs.0.channel"],
      [{ ...valid, rider: { ...valid.rider, inputs: [{ channel: 0, source: "Kick" }] } }, "rider.inputs.0.channel"],
      [{ ...valid, rider: { ...valid.rider, inputs: [{ channel: 1.5, source: "Kick" }] } }, "rider.inputs.0.channel"],
      [{ ...valid, rider: { ...valid.rider, inputs: [{ channel: "1", source: "Kick" }] } }, "rider.inputs.0.channel"],
      [
        {
          ...valid,
          rider: {
            ...valid.rider,
            inputs: [
              { channel: 3, source: "Kick" },
              { channel: 3, source: "Snare" },
            ],
          },
        },
        "rider.inputs.1.channel",
      ],
      [{ ...valid, rider: { ...valid.rider, inputs: inputs(49) } }, "rider.inputs"],
      [{ ...valid, rider: { ...valid.rider, inputs: [{ channel: 1, source: "Kick", mic: "SM57" }] } }, "rider.inputs.0.mic"],
      [{ ...valid, rider: { ...valid.rider, lighting: "yes" } }, "rider.lighting"],
      [{ ...valid, logo: "x" }, "logo"],
      [{ ...valid, stagePlot: "https://evil.example/plot.jpg" }, "stagePlot"],
      [{ ...valid, stagePlot: "/../../etc/passwd" }, "stagePlot"],
    ];
    for (const [body, field] of cases) {
      const answer = await put(body);
      expect(answer.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(answer.body.fields?.[field], `${field} in ${JSON.stringify(answer.body.fields)}`).toBeTruthy();
      expect(answer.body.error).toBeTruthy();
    }
    expect((await put({ ...valid, rider: { ...valid.rider, inputs: inputs(48) } })).status).toBe(200);
    const array = await saveKind(request("PUT", "/api/admin/content/press", { cookie, rawBody: "[1,2]", headers: { "content-type": "application/json" } }), press);
    expect(array.status).toBe(400);
  });

  it("is the band's to edit: 401 without a session, 403 for a role without the site, 403 cross-site", async () => {
    expect((await put(valid, {})).status).toBe(401);
    const accounts = await signedInMember("ngozi", "accounts");
    expect((await put(valid, { cookie: accounts.cookie })).status).toBe(403);
    expect((await put(valid, { cookie, origin: "https://evil.example" })).status).toBe(403);
    expect((await db.contentItem.findFirst({ where: { kind: "press", isDemo: false } })) === null).toBe(true);
  });
});

describe("/press/photos.zip", () => {
  it("carries the marked photos at full size, named by their titles, without EXIF GPS or owner", async () => {
    const first = await addPhoto("Wedding at Eko Hotel");
    const second = await addPhoto("Owambe: Ikoyi / 2026");
    await addPhoto("Not for the press");
    const marked = await patchPhoto(request("PATCH", `/api/admin/gallery/photos/${first.id}`, { cookie, body: { forPress: true } }), withId(first.id));
    expect(marked.status).toBe(200);
    await patchPhoto(request("PATCH", `/api/admin/gallery/photos/${second.id}`, { cookie, body: { forPress: true } }), withId(second.id));
    expect((await patchPhoto(request("PATCH", `/api/admin/gallery/photos/${second.id}`, { cookie, body: { forPress: "yes" } }), withId(second.id))).status).toBe(400);

    const response = await photosZip(request("GET", "/press/photos.zip"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="Eko Live Band press photos.zip"/);
    const entries = unzipSync(new Uint8Array(await bytesOf(response)));
    expect(Object.keys(entries).sort()).toEqual(["Owambe Ikoyi 2026.jpg", "Wedding at Eko Hotel.jpg"]);
    const stored = await readFile(localPath(first.src.replace("/api/media/", "")));
    const entry = Buffer.from(entries["Wedding at Eko Hotel.jpg"]!);
    expect(entry.equals(stored), "the original as stored, at its full size").toBe(true);
    for (const file of Object.values(entries)) {
      const meta = await sharp(Buffer.from(file)).metadata();
      expect(meta).toMatchObject({ format: "jpeg", width: 1200, height: 800 });
      expect(meta.exif, "no EXIF at all: no GPS IFD, no Artist or Copyright").toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      for (const leak of ["PhoneMaker", "Adaeze Okafor"]) expect(Buffer.from(file).includes(Buffer.from(leak))).toBe(false);
    }

    // One version per ETag: the same photos answer 304; a renamed one is another ZIP.
    const etag = response.headers.get("etag")!;
    expect((await photosZip(request("GET", "/press/photos.zip", { headers: { "if-none-match": etag } }))).status).toBe(304);
    await db.galleryPhoto.update({ where: { id: first.id }, data: { title: "Eko Hotel wedding" } });
    const renamed = await photosZip(request("GET", "/press/photos.zip", { headers: { "if-none-match": etag } }));
    expect(renamed.status).toBe(200);
    expect(renamed.headers.get("etag")).not.toBe(etag);
    expect(Object.keys(unzipSync(new Uint8Array(await bytesOf(renamed))))).toContain("Eko Hotel wedding.jpg");
  });

  it("fails the download, never a ZIP short of a photo, when a stored file is gone", async () => {
    const photo = await addPhoto("Gone from the disk");
    await rm(localPath(photo.src.replace("/api/media/", "")));
    const response = await photosZip(request("GET", "/press/photos.zip"));
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
  });

  it("takes the newest photos when none is marked, and answers 404 with no photo at all", async () => {
    expect((await photosZip(request("GET", "/press/photos.zip"))).status).toBe(404);
    await addPhoto("Older");
    await addPhoto("Newest");
    const entries = unzipSync(new Uint8Array(await bytesOf(await photosZip(request("GET", "/press/photos.zip")))));
    expect(Object.keys(entries).sort()).toEqual(["Newest.jpg", "Older.jpg"]);
  });

  it("answers 429 with Retry-After after 20 ZIPs an hour from one address; a 304 is not counted, another address still downloads", async () => {
    await addPhoto("Limited");
    const from = (ip: string, headers?: Record<string, string>) => photosZip(request("GET", "/press/photos.zip", { ip, headers }));
    const first = await from("198.51.100.7");
    expect(first.status).toBe(200);
    await first.body?.cancel();
    const etag = first.headers.get("etag")!;
    for (let index = 0; index < 5; index++) expect((await from("198.51.100.7", { "if-none-match": etag })).status).toBe(304);
    for (let index = 1; index < 20; index++) {
      const response = await from("198.51.100.7");
      expect(response.status, `download ${index + 1}`).toBe(200);
      await response.body?.cancel();
    }
    const refused = await from("198.51.100.7");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(await refused.json()).toMatchObject({ code: "rate_limited", error: expect.stringMatching(/^Too many downloads of the press photos/) });
    const elsewhere = await from("198.51.100.8");
    expect(elsewhere.status).toBe(200);
    await elsewhere.body?.cancel();
  });
});

describe("/press/share.jpg", () => {
  it("shares the first press photo as a JPEG of at most 1200 px without metadata, named by its version", async () => {
    expect(await pressShareImage()).toBeNull();
    expect((await shareJpeg(request("GET", "/press/share.jpg"))).status).toBe(404);
    const first = await addPhoto("Wedding at Eko Hotel", 2400, 1600);
    const image = await pressShareImage();
    expect(image).toEqual({ url: expect.stringMatching(/^\/press\/share\.jpg\?v=[\w-]{16}$/), width: 1200, height: 800 });
    const response = await shareJpeg(request("GET", image!.url));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    const bytes = await bytesOf(response);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 1200, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.byteLength).toBeLessThan(300 * 1024);
    const etag = response.headers.get("etag")!;
    expect((await shareJpeg(request("GET", image!.url, { headers: { "if-none-match": etag } }))).status).toBe(304);

    // Another first photo: another URL and ETag, so a link shared after it shows it.
    const second = await addPhoto("Owambe in Ikoyi", 800, 1200);
    await patchPhoto(request("PATCH", `/api/admin/gallery/photos/${second.id}`, { cookie, body: { forPress: true } }), withId(second.id));
    expect((await pressShareImage())!.url).not.toBe(image!.url);
    const changed = await shareJpeg(request("GET", "/press/share.jpg", { headers: { "if-none-match": etag } }));
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(await sharp(await bytesOf(changed)).metadata()).toMatchObject({ format: "jpeg", width: 800, height: 1200 });
    expect(first.id).not.toBe(second.id);
  });
});

describe("the press PDFs", () => {
  it("prints the rider as the venue's engineer needs it: stage, power, the inputs in channel order, backline, hospitality", async () => {
    await put(valid);
    const response = await riderPdf(request("GET", "/press/rider.pdf"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const pdf = await bytesOf(response);
    expect(pdfPageSize(pdf)).toContain("(A4)");
    const text = pdfText(pdf);
    for (const words of [
      "Technical rider",
      "Eko Live Band",
      "8 m × 5 m riser",
      "Two 63 A three-phase supplies",
      "Kick drum",
      "Beta 91A",
      "Talking drum",
      "Nord Stage 4",
      "Jollof rice for 14",
    ]) {
      expect(text).toContain(words);
    }
    expect(text.indexOf("Kick drum")).toBeLessThan(text.indexOf("Snare top"));
    expect(text, "the band's words as text, never read as markup").toContain("<b>hot</b>");
    expect(text).not.toContain("Stage plot");
    expect(pdfImageCount(pdf), "no stage plot: no picture").toBe(0);
    expect(response.headers.get("etag")).toMatch(/^"pdf-[\w-]{27}"$/);
  });

  it("draws the stage plot from the media library when one is set", async () => {
    const upload = await uploadMedia(photoRequest({ file: { bytes: await jpegWithGps(1600, 900), name: "plot.jpg", type: "image/jpeg" } }, { cookie }, "/api/admin/media"), none);
    const { image } = (await upload.json()) as { image: { url: string } };
    expect((await put({ ...valid, stagePlot: image.url })).status).toBe(200);
    const pdf = await bytesOf(await riderPdf(request("GET", "/press/rider.pdf")));
    expect(pdfText(pdf)).toContain("Stage plot");
    expect(pdfImageCount(pdf)).toBe(1);
  });

  it("puts the kit on one A4 page: bio, facts, a photo, clients and contact, the texts as text", async () => {
    await put(valid);
    await addPhoto("Wedding at Eko Hotel");
    const pdf = await bytesOf(await epkPdf(request("GET", "/press/epk.pdf")));
    expect(pdfPageCount(pdf)).toBe(1);
    expect(pdfPageSize(pdf)).toContain("(A4)");
    expect(pdfImageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    for (const words of ["Press kit", "Ìfẹ́ Live is a twelve-piece", "Founded in 2004 in Surulere.", "Founded", "Musicians", "Clients", "Booking"]) expect(text).toContain(words);
    expect(text).not.toContain("amapiano"); // the long bio's second paragraph stays on /press
  });

  it("keeps the samples' one page with the longest texts the rules allow", async () => {
    const facts = Array.from({ length: 8 }, (_, i) => ({ label: `Fact number ${i + 1}`, value: "v".repeat(60) }));
    await put({ ...valid, shortBio: "s ".repeat(150).trim(), longBio: `${"l ".repeat(1400).trim()}\n\nMore.`, facts });
    await addPhoto("Tall photo");
    expect(pdfPageCount(await bytesOf(await epkPdf(request("GET", "/press/epk.pdf"))))).toBe(1);
  });
});
