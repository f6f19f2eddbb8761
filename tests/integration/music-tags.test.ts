import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DELETE as deleteTrack } from "@/app/api/music-tracks/[id]/route";
import { POST as uploadTrack } from "@/app/api/music-tracks/route";
import { db } from "@/lib/db";
import type { PublicTrack } from "@/lib/validation/music";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { uploadRequest } from "../support/music";
import { request } from "../support/requests";
import { taggedAudio, taggedFormats, tags } from "../support/tagged-audio";

// Uploads through the API read the file's own tags for every field sent empty (issue 30): real
// files made by ffmpeg in four formats.
const none = { params: Promise.resolve({}) };
let cookie = "";
const files = new Map<string, Buffer>();

beforeAll(() => {
  for (const format of taggedFormats) files.set(format.extension, taggedAudio(format));
});

beforeEach(async () => {
  await resetDatabase();
  cookie = await signedInAdminCookie();
});

async function upload(format: (typeof taggedFormats)[number], fields: { title?: string; album?: string; genre?: string; duration?: string } = {}) {
  const file = { bytes: files.get(format.extension)!, name: `tagged.${format.extension}`, type: format.type };
  const response = await uploadTrack(uploadRequest({ title: "", album: "", genre: "", duration: "0", ...fields, file }, cookie), none);
  return { status: response.status, body: (await response.json()) as { track: PublicTrack; error?: string } };
}

describe("music uploads read the file's tags", () => {
  it.each(taggedFormats)("$name: title, artist, album, genre, track number and cover come from the file", async (format) => {
    const { status, body } = await upload(format);
    expect(status, body.error).toBe(200);
    expect(body.track).toMatchObject({ title: tags.title, artist: tags.artist, album: tags.album, genre: tags.genre, trackNumber: 3 });
    if (format.cover) {
      expect(body.track.coverImageUrl).toMatch(/^\/api\/media\/images\/[0-9a-f-]{36}\.jpg$/);
      const media = await db.mediaFile.findFirstOrThrow({ where: { url: body.track.coverImageUrl! } });
      expect(media).toMatchObject({ mimeType: "image/jpeg", width: 320, height: 320 });
    } else {
      expect(body.track.coverImageUrl).toBeNull();
    }
  });

  it("keeps what the admin typed: tags fill only the fields sent empty", async () => {
    const { body } = await upload(taggedFormats[0]!, { title: "Typed Title", genre: "Highlife" });
    expect(body.track).toMatchObject({ title: "Typed Title", genre: "Highlife", album: tags.album, artist: tags.artist });
  });

  it("a file without tags still needs its title, and leaves nothing behind when refused", async () => {
    const { toneWav } = await import("../support/audio");
    const response = await uploadTrack(uploadRequest({ title: "", duration: "0", file: { bytes: toneWav(1), name: "plain.wav", type: "audio/wav" } }, cookie), none);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/^title: /);
    expect(await db.musicTrack.count()).toBe(0);
  });

  it("deletes the cover it made with the track", async () => {
    const { body } = await upload(taggedFormats[0]!);
    expect(await db.mediaFile.count()).toBe(1);
    const response = await deleteTrack(request("DELETE", `/api/music-tracks/${body.track.id}`, { cookie }), { params: Promise.resolve({ id: String(body.track.id) }) });
    expect(response.status).toBe(204);
    expect(await db.mediaFile.count()).toBe(0);
  });
});
