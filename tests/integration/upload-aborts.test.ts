import { existsSync } from "node:fs";
import { mkdir, readdir, readlink, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { POST as uploadTrack } from "@/app/api/music-tracks/route";
import { db } from "@/lib/db";
import { uploadsDir } from "@/lib/storage/local";
import { signedInAdminCookie } from "../support/admin";
import { toneWav } from "../support/audio";
import { resetDatabase } from "../support/db";

// Every way a streamed upload can end badly gets an answer and leaves nothing behind: no stored or
// partial file, no open descriptor, no track row.

const none = { params: Promise.resolve({}) };
const boundary = "----band-abort-test";
let cookie = "";

function multipartBody(audio: Buffer) {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nCut Off Song\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="cut.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
  );
  const whole = Buffer.concat([head, audio, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { whole, fileStart: head.length, fileEnd: head.length + audio.length };
}

type Ending = "end" | "error" | "hang";

/** The body's first `cutAt` bytes, in small chunks, then the stream ends, fails, or just stops. */
function cutBody(bytes: Buffer, cutAt: number, ending: Ending) {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (offset >= cutAt) {
        if (ending === "end") controller.close();
        if (ending === "error") controller.error(new Error("client went away"));
        return new Promise<void>(() => {}); // "hang": nothing more ever arrives
      }
      const next = Math.min(cutAt, offset + 64 * 1024);
      controller.enqueue(new Uint8Array(bytes.subarray(offset, next)));
      offset = next;
      await new Promise((resolve) => setImmediate(resolve));
    },
  });
}

function uploadRequest(body: ReadableStream<Uint8Array>, signal?: AbortSignal) {
  const init = {
    method: "POST",
    headers: { host: "localhost:3000", "x-forwarded-for": "192.0.2.9", cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: "half",
    signal,
  };
  return new NextRequest("http://localhost:3000/api/music-tracks", init as ConstructorParameters<typeof NextRequest>[1]);
}

/** Files this process holds open under the uploads folder. */
async function openUploadDescriptors() {
  const descriptors: string[] = [];
  for (const fd of await readdir("/proc/self/fd")) {
    const target = await readlink(`/proc/self/fd/${fd}`).catch(() => "");
    if (target.startsWith(uploadsDir())) descriptors.push(target);
  }
  return descriptors;
}

async function leftovers() {
  const list = async (folder: string) => (existsSync(folder) ? await readdir(folder) : []);
  const files = [...(await list(path.join(uploadsDir(), "music"))), ...(await list(path.join(uploadsDir(), ".partial")))];
  return { files, descriptors: await openUploadDescriptors(), rows: await db.musicTrack.count() };
}

const nothingLeft = { files: [], descriptors: [], rows: 0 };

beforeEach(async () => {
  await resetDatabase();
  await rm(uploadsDir(), { recursive: true, force: true });
  cookie = await signedInAdminCookie();
});

describe("uploads that end badly", () => {
  const { whole, fileStart, fileEnd } = multipartBody(toneWav(40)); // about 640 KB of audio
  const cuts = {
    "in the form fields": 60,
    "in the file's first bytes": fileStart + 8,
    "in the middle of the file": fileStart + Math.floor((fileEnd - fileStart) / 2),
    "just before the closing boundary": whole.length - 4,
  };

  for (const [where, cutAt] of Object.entries(cuts)) {
    it(`answers 400 and keeps nothing when the body is cut off ${where}`, async () => {
      const response = await uploadTrack(uploadRequest(cutBody(whole, cutAt, "end")), none);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatch(/cut off|interrupted|file is required/);
      expect(await leftovers()).toEqual(nothingLeft);
    });
  }

  it("settles and keeps nothing when the client's stream fails mid-file", async () => {
    const response = await uploadTrack(uploadRequest(cutBody(whole, cuts["in the middle of the file"], "error")), none);
    expect(response.status).toBe(400);
    expect(await leftovers()).toEqual(nothingLeft);
  });

  it("settles and keeps nothing when the client disconnects and the body just stops", async () => {
    const disconnect = new AbortController();
    const answer = uploadTrack(uploadRequest(cutBody(whole, cuts["in the middle of the file"], "hang"), disconnect.signal), none);
    await vi.waitFor(async () => expect(await openUploadDescriptors()).toHaveLength(1));
    disconnect.abort();
    expect((await answer).status).toBe(400);
    expect(await leftovers()).toEqual(nothingLeft);
  });

  it("answers 500 and keeps nothing when the store fails", async () => {
    await mkdir(uploadsDir(), { recursive: true });
    await writeFile(path.join(uploadsDir(), "music"), "not a folder");
    vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await uploadTrack(uploadRequest(cutBody(whole, whole.length, "end")), none);
      expect(response.status).toBe(500);
      expect((await response.json()).error).toMatch(/could not be stored/);
      expect(await readdir(path.join(uploadsDir(), ".partial"))).toEqual([]);
      expect(await openUploadDescriptors()).toEqual([]);
      expect(await db.musicTrack.count()).toBe(0);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("still stores the same body when it arrives whole", async () => {
    const response = await uploadTrack(uploadRequest(cutBody(whole, whole.length, "end")), none);
    expect(response.status).toBe(200);
    const after = await leftovers();
    expect(after.rows).toBe(1);
    expect(after.files).toHaveLength(1);
    expect(after.descriptors).toEqual([]);
  });
});
