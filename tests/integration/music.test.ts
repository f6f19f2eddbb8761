import { existsSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as media, HEAD as mediaHead } from "@/app/api/media/[...key]/route";
import { POST as play } from "@/app/api/music-tracks/[id]/play/route";
import { DELETE as deleteTrack, PATCH as patchTrack } from "@/app/api/music-tracks/[id]/route";
import { GET as listTracks, POST as uploadTrack } from "@/app/api/music-tracks/route";
import { site } from "@/fixed/site";
import { db } from "@/lib/db";
import { localPath, uploadsDir } from "@/lib/storage/local";
import type { PublicTrack } from "@/lib/validation/music";
import { MAX_TRACK_BYTES } from "@/lib/validation/music";
import { signedInAdminCookie } from "../support/admin";
import { pngBytes, silentMp3, toneWav } from "../support/audio";
import { resetDatabase } from "../support/db";
import { hugeUploadBody, peakMemoryGrowth, streamingRequest, uploadRequest } from "../support/music";
import { request } from "../support/requests";

const none = { params: Promise.resolve({}) };
const withId = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });
const mediaKey = (fileUrl: string) => ({ params: Promise.resolve({ key: fileUrl.replace("/api/media/", "").split("/") }) });
const wavFile = (seconds = 2, name = "Song One.wav") => ({ bytes: toneWav(seconds), name, type: "audio/wav" });

let cookie = "";

async function storedFiles(): Promise<string[]> {
  const dir = path.join(uploadsDir(), "music");
  const partial = path.join(uploadsDir(), ".partial");
  const list = async (folder: string) => (existsSync(folder) ? (await readdir(folder)).map((name) => path.join(folder, name)) : []);
  return [...(await list(dir)), ...(await list(partial))];
}

async function upload(fields: Parameters<typeof uploadRequest>[0] = { title: "Song One", duration: "2", file: wavFile() }) {
  const response = await uploadTrack(uploadRequest(fields, cookie), none);
  return { status: response.status, body: (await response.json()) as { success?: boolean; track: PublicTrack; error?: string } };
}

beforeEach(async () => {
  await resetDatabase();
  await rm(uploadsDir(), { recursive: true, force: true });
  cookie = await signedInAdminCookie();
});

describe("uploading tracks", () => {
  it("streams a WAV to disk and records it with the band as the default artist", async () => {
    const wav = toneWav(2);
    const { status, body } = await upload({
      title: "  Lagos Nights ",
      album: "Live 2026",
      genre: "Afrobeat",
      duration: "2.4",
      file: { bytes: wav, name: "take 3.wav", type: "audio/wav" },
    });
    expect(status).toBe(200);
    expect(body.track).toMatchObject({
      title: "Lagos Nights",
      artist: site.bandName,
      album: "Live 2026",
      genre: "Afrobeat",
      duration: 2,
      fileSize: wav.length,
      mimeType: "audio/wav",
      playCount: 0,
    });
    expect(body.track.fileUrl).toMatch(/^\/api\/media\/music\/[0-9a-f-]{36}\.wav$/);
    const row = await db.musicTrack.findUniqueOrThrow({ where: { id: body.track.id } });
    expect(row.storageKey).toMatch(/^music\/[0-9a-f-]{36}\.wav$/);
    expect(row.storageKey).not.toContain("take 3");
    expect(existsSync(localPath(row.storageKey))).toBe(true);
  });

  it("recognises an MP3 by its content", async () => {
    const { status, body } = await upload({ title: "Silent MP3", file: { bytes: silentMp3(1), name: "quiet.mp3", type: "audio/mpeg" } });
    expect(status).toBe(200);
    expect(body.track.mimeType).toBe("audio/mpeg");
    expect(body.track.fileUrl).toMatch(/\.mp3$/);
    expect(body.track.duration).toBe(0);
  });

  it("refuses a renamed non-audio file and keeps nothing", async () => {
    const { status, body } = await upload({ title: "Fake", file: { bytes: pngBytes(), name: "song.mp3", type: "audio/mpeg" } });
    expect(status).toBe(415);
    expect(body.error).toMatch(/not audio/);
    expect(await db.musicTrack.count()).toBe(0);
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses bad metadata and removes the file it already stored", async () => {
    const missingTitle = await upload({ duration: "3", file: wavFile() });
    expect(missingTitle.status).toBe(400);
    expect(missingTitle.body.error).toMatch(/^title:/);
    const badDuration = await upload({ title: "x", duration: "soon", file: wavFile() });
    expect(badDuration.status).toBe(400);
    expect(badDuration.body.error).toMatch(/^duration:/);
    const longTitle = await upload({ title: "x".repeat(201), file: wavFile() });
    expect(longTitle.status).toBe(400);
    expect(await db.musicTrack.count()).toBe(0);
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses an upload without a file, a JSON body without Vercel Blob, and a non-multipart body", async () => {
    expect((await upload({ title: "No file" })).status).toBe(400);
    const json = await uploadTrack(request("POST", "/api/music-tracks", { body: { title: "x", blobUrl: "https://example.com/a.mp3" }, cookie }), none);
    expect(json.status).toBe(400);
    const text = await uploadTrack(request("POST", "/api/music-tracks", { rawBody: "hello", cookie, headers: { "content-type": "text/plain" } }), none);
    expect(text.status).toBe(415);
    const broken = await uploadTrack(
      streamingRequest("POST", "/api/music-tracks", new Blob(["--x\r\nnonsense"]).stream(), { cookie, "content-type": "multipart/form-data; boundary=x" }),
      none,
    );
    expect(broken.status).toBe(400);
    expect(await db.musicTrack.count()).toBe(0);
  });

  it("turns away a body declared over 150 MB before reading it", async () => {
    const huge = hugeUploadBody(MAX_TRACK_BYTES + 2 * 1024 * 1024);
    const response = await uploadTrack(
      streamingRequest("POST", "/api/music-tracks", huge.body, { cookie, "content-type": huge.contentType, "content-length": String(MAX_TRACK_BYTES + 3 * 1024 * 1024) }),
      none,
    );
    expect(response.status).toBe(413);
    expect(huge.pulled()).toBeLessThan(2 * 1024 * 1024);
  });

  it("cuts off a streamed file just over 150 MB with 413, keeps nothing and holds none of it in memory", async () => {
    const huge = hugeUploadBody(MAX_TRACK_BYTES + 1);
    let status = 0;
    const growth = await peakMemoryGrowth(async () => {
      const response = await uploadTrack(streamingRequest("POST", "/api/music-tracks", huge.body, { cookie, "content-type": huge.contentType }), none);
      status = response.status;
      expect(((await response.json()) as { error: string }).error).toMatch(/150MB/);
    });
    expect(status).toBe(413);
    expect(huge.pulled()).toBeGreaterThan(MAX_TRACK_BYTES);
    expect(growth).toBeLessThan(64 * 1024 * 1024);
    expect(await db.musicTrack.count()).toBe(0);
    expect(await storedFiles()).toEqual([]);
  });

  it("accepts a file of exactly 150 MB", async () => {
    const huge = hugeUploadBody(MAX_TRACK_BYTES);
    const response = await uploadTrack(streamingRequest("POST", "/api/music-tracks", huge.body, { cookie, "content-type": huge.contentType }), none);
    expect(response.status).toBe(200);
    const { track } = (await response.json()) as { track: PublicTrack };
    expect(track.fileSize).toBe(MAX_TRACK_BYTES);
  });

  it("is admin only and same-origin only", async () => {
    const anonymous = await uploadTrack(uploadRequest({ title: "x", file: wavFile() }), none);
    expect(anonymous.status).toBe(401);
    const crossSite = await uploadTrack(uploadRequest({ title: "x", file: wavFile() }, cookie, { origin: "https://evil.example" }), none);
    expect(crossSite.status).toBe(403);
    expect(await db.musicTrack.count()).toBe(0);
    expect(await storedFiles()).toEqual([]);
  });
});

describe("the track list", () => {
  it("answers active tracks, newest first", async () => {
    const first = (await upload({ title: "First", file: wavFile() })).body.track;
    const second = (await upload({ title: "Second", file: wavFile() })).body.track;
    const hidden = (await upload({ title: "Hidden", file: wavFile() })).body.track;
    await db.musicTrack.update({ where: { id: hidden.id }, data: { isActive: false } });
    await db.musicTrack.update({ where: { id: first.id }, data: { createdAt: new Date(Date.now() - 60_000) } });
    const response = await listTracks(request("GET", "/api/music-tracks"));
    expect(response.status).toBe(200);
    const tracks = (await response.json()) as PublicTrack[];
    expect(tracks.map((track) => track.title)).toEqual(["Second", "First"]);
    expect(tracks[0]).not.toHaveProperty("storageKey");
    expect(tracks[0]?.id).toBe(second.id);
  });

  it("answers at most 500 tracks a page, the next named by X-Next-Cursor; a cursor it did not give is a 400", async () => {
    // Ten years of uploads, three to a second, the hidden ones left out (rows only: no files).
    const start = Date.parse("2016-01-01T00:00:00Z");
    await db.musicTrack.createMany({
      data: Array.from({ length: 530 }, (_, n) => ({
        title: `Track ${n}`,
        artist: "Band",
        fileUrl: `/uploads/music/t${n}.mp3`,
        storageKey: `music/t${n}.mp3`,
        fileSize: 1000,
        mimeType: "audio/mpeg",
        isActive: n % 53 !== 0,
        createdAt: new Date(start + Math.floor(n / 3) * 1000),
      })),
    });
    const active = await db.musicTrack.findMany({ where: { isActive: true }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true } });
    const pages: PublicTrack[][] = [];
    let next: string | null = null;
    do {
      const response = await listTracks(request("GET", `/api/music-tracks${next ? `?cursor=${encodeURIComponent(next)}` : ""}`));
      expect(response.status).toBe(200);
      pages.push((await response.json()) as PublicTrack[]);
      next = response.headers.get("x-next-cursor");
    } while (next);
    expect(pages.map((page) => page.length)).toEqual([500, active.length - 500]);
    expect(pages.flat().map((track) => track.id)).toEqual(active.map((row) => row.id));
    for (const cursor of ["abc", "1.2.3", "-1.4"]) expect((await listTracks(request("GET", `/api/music-tracks?cursor=${cursor}`))).status, cursor).toBe(400);
  });
});

describe("editing and deleting", () => {
  it("updates title, album and genre; a blank title, an empty update and a bad id are refused", async () => {
    const { track } = (await upload()).body;
    const ok = await patchTrack(request("PATCH", `/api/music-tracks/${track.id}`, { body: { title: "New Name", album: "Best Of", genre: "Juju" }, cookie }), withId(track.id));
    expect(ok.status).toBe(200);
    expect(await db.musicTrack.findUniqueOrThrow({ where: { id: track.id } })).toMatchObject({ title: "New Name", album: "Best Of", genre: "Juju" });

    const blank = await patchTrack(request("PATCH", `/api/music-tracks/${track.id}`, { body: { title: "  " }, cookie }), withId(track.id));
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { error: string }).error).toMatch(/^title:/);
    expect((await patchTrack(request("PATCH", "/x", { body: {}, cookie }), withId(track.id))).status).toBe(400);
    expect((await patchTrack(request("PATCH", "/x", { body: { title: 5 }, cookie }), withId(track.id))).status).toBe(400);
    expect((await patchTrack(request("PATCH", "/x", { rawBody: "{oops", cookie, headers: { "content-type": "application/json" } }), withId(track.id))).status).toBe(400);
    expect((await patchTrack(request("PATCH", "/x", { body: { title: "x" }, cookie }), withId("abc"))).status).toBe(400);
    expect((await patchTrack(request("PATCH", "/x", { body: { title: "x" }, cookie }), withId(999_999))).status).toBe(404);
    expect((await db.musicTrack.findUniqueOrThrow({ where: { id: track.id } })).title).toBe("New Name");
  });

  it("deletes the record and the stored file", async () => {
    const { track } = (await upload()).body;
    const { storageKey } = await db.musicTrack.findUniqueOrThrow({ where: { id: track.id } });
    const response = await deleteTrack(request("DELETE", `/api/music-tracks/${track.id}`, { cookie }), withId(track.id));
    expect(response.status).toBe(204);
    expect(await db.musicTrack.count()).toBe(0);
    expect(existsSync(localPath(storageKey))).toBe(false);
    expect((await media(request("GET", track.fileUrl), mediaKey(track.fileUrl))).status).toBe(404);
    expect((await deleteTrack(request("DELETE", "/x", { cookie }), withId(track.id))).status).toBe(404);
  });

  it("refuses edits and deletes without a session", async () => {
    const { track } = (await upload()).body;
    expect((await patchTrack(request("PATCH", "/x", { body: { title: "Hacked" } }), withId(track.id))).status).toBe(401);
    expect((await deleteTrack(request("DELETE", "/x"), withId(track.id))).status).toBe(401);
    expect((await deleteTrack(request("DELETE", "/x", { cookie, origin: "https://evil.example" }), withId(track.id))).status).toBe(403);
    expect(await db.musicTrack.findUniqueOrThrow({ where: { id: track.id } })).toMatchObject({ title: "Song One" });
  });
});

describe("play counts", () => {
  it("counts 50 concurrent plays exactly, each answer a distinct new count", async () => {
    const { track } = (await upload()).body;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => play(request("POST", `/api/music-tracks/${track.id}/play`, { body: {}, ip: `10.0.50.${i}` }), withId(track.id))),
    );
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const counts = await Promise.all(responses.map(async (response) => ((await response.json()) as { playCount: number }).playCount));
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect((await db.musicTrack.findUniqueOrThrow({ where: { id: track.id } })).playCount).toBe(50);
  });

  it("answers 404 for an unknown or hidden track and 400 for a bad id", async () => {
    const { track } = (await upload()).body;
    await db.musicTrack.update({ where: { id: track.id }, data: { isActive: false } });
    expect((await play(request("POST", "/x"), withId(track.id))).status).toBe(404);
    expect((await play(request("POST", "/x"), withId(424242))).status).toBe(404);
    expect((await play(request("POST", "/x"), withId("1.5"))).status).toBe(400);
  });
});

describe("serving stored files", () => {
  const range = async (fileUrl: string, header?: string) => media(request("GET", fileUrl, { headers: header ? { range: header } : {} }), mediaKey(fileUrl));

  it("sends the whole file with its type, length and caching headers", async () => {
    const wav = toneWav(3);
    const { track } = (await upload({ title: "Whole", file: { bytes: wav, name: "w.wav", type: "audio/wav" } })).body;
    const response = await range(track.fileUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("audio/wav");
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(response.headers.get("content-length")).toBe(String(wav.length));
    expect(response.headers.get("cache-control")).toContain("max-age");
    expect(Buffer.from(await response.arrayBuffer()).equals(wav)).toBe(true);
    const head = await mediaHead(request("HEAD", track.fileUrl), mediaKey(track.fileUrl));
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(wav.length));
    expect(await head.text()).toBe("");
  });

  it("answers Range requests: first bytes, middle, open end, suffix, and 416 past the end", async () => {
    const wav = toneWav(3);
    const size = wav.length;
    const { track } = (await upload({ title: "Ranged", file: { bytes: wav, name: "r.wav", type: "audio/wav" } })).body;

    const first = await range(track.fileUrl, "bytes=0-99");
    expect(first.status).toBe(206);
    expect(first.headers.get("content-range")).toBe(`bytes 0-99/${size}`);
    expect(first.headers.get("content-length")).toBe("100");
    expect(Buffer.from(await first.arrayBuffer()).equals(wav.subarray(0, 100))).toBe(true);

    const middle = await range(track.fileUrl, "bytes=1000-1999");
    expect(middle.headers.get("content-range")).toBe(`bytes 1000-1999/${size}`);
    expect(Buffer.from(await middle.arrayBuffer()).equals(wav.subarray(1000, 2000))).toBe(true);

    const openEnd = await range(track.fileUrl, `bytes=${size - 10}-`);
    expect(openEnd.headers.get("content-range")).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect((await openEnd.arrayBuffer()).byteLength).toBe(10);

    const suffix = await range(track.fileUrl, "bytes=-500");
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get("content-range")).toBe(`bytes ${size - 500}-${size - 1}/${size}`);
    expect(Buffer.from(await suffix.arrayBuffer()).equals(wav.subarray(size - 500))).toBe(true);

    const pastEnd = await range(track.fileUrl, `bytes=${size}-`);
    expect(pastEnd.status).toBe(416);
    expect(pastEnd.headers.get("content-range")).toBe(`bytes */${size}`);

    const garbage = await range(track.fileUrl, "bytes=abc");
    expect(garbage.status).toBe(200);
  });

  it("downloads under the track's title and refuses unknown, hidden or malformed keys", async () => {
    const { track } = (await upload({ title: "Ẹ̀kọ́ Groove", file: wavFile() })).body;
    const download = await media(request("GET", `${track.fileUrl}?download=1`), mediaKey(track.fileUrl));
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="[^"]*Groove\.wav"; filename\*=UTF-8''.*Groove\.wav$/);
    expect((await media(request("GET", "/x"), { params: Promise.resolve({ key: ["..", "band.db"] }) })).status).toBe(404);
    expect((await media(request("GET", "/x"), { params: Promise.resolve({ key: ["music", "00000000-0000-0000-0000-000000000000.wav"] }) })).status).toBe(404);
    await db.musicTrack.update({ where: { id: track.id }, data: { isActive: false } });
    expect((await range(track.fileUrl)).status).toBe(404);
  });
});
