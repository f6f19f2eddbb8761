import { beforeEach, describe, expect, it, vi } from "vitest";
import { GET as serveTrack, HEAD as headTrack } from "@/app/api/media/[...key]/route";
import { GET as serveImage } from "@/app/api/media/images/[file]/route";
import { POST as uploadPhoto } from "@/app/api/admin/gallery/photos/route";
import { DELETE as deleteTrack } from "@/app/api/music-tracks/[id]/route";
import { POST as uploadTrack } from "@/app/api/music-tracks/route";
import { db } from "@/lib/db";
import { MAX_TRACK_BYTES, type PublicTrack } from "@/lib/validation/music";
import { FAKE_S3 } from "../fakes/s3";
import { signedInAdminCookie } from "../support/admin";
import { toneWav } from "../support/audio";
import { resetDatabase } from "../support/db";
import { fakeS3ForThisFile } from "../support/fake-s3";
import { pngBytes, photoRequest } from "../support/images";
import { hugeUploadBody, peakMemoryGrowth, streamingRequest, uploadRequest } from "../support/music";
import { request } from "../support/requests";

// Uploads in an S3-compatible bucket (S3_BUCKET…), against a local server that speaks the S3 REST
// protocol as @aws-sdk/client-s3 calls it: tracks and photos go into the bucket (large ones in
// parts, never whole in memory), the site serves them under /api/media with ranges as it serves
// the disk's, and a deleted track's file leaves the bucket.

const none = { params: Promise.resolve({}) };
const withId = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });
const mediaKey = (key: string) => ({ params: Promise.resolve({ key: key.split("/") }) });
const fake = fakeS3ForThisFile();
let cookie = "";

beforeEach(async () => {
  await resetDatabase();
  cookie = await signedInAdminCookie();
});

async function upload(title: string, bytes: Uint8Array) {
  const response = await uploadTrack(uploadRequest({ title, duration: "2", file: { bytes, name: "song.wav", type: "audio/wav" } }, cookie), none);
  return { status: response.status, body: (await response.json()) as { track: PublicTrack; error?: string } };
}

describe("S3-compatible storage", () => {
  it("puts a track in the bucket, serves it with ranges under /api/media, and deletes it with the track", async () => {
    const wav = toneWav(2);
    const { status, body } = await upload("Bucket Song", wav);
    expect(status).toBe(200);
    const key = body.track.fileUrl.replace(/^\/api\/media\//, "");
    expect(key).toMatch(/^music\/[0-9a-f-]{36}\.wav$/);
    expect(fake.bucket.objects.get(key)).toMatchObject({ size: wav.length, contentType: "audio/wav" });

    const ranged = await serveTrack(request("GET", body.track.fileUrl, { headers: { range: "bytes=0-3" } }), mediaKey(key));
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toBe(`bytes 0-3/${wav.length}`);
    expect(ranged.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await ranged.text()).toBe("RIFF");
    const whole = await serveTrack(request("GET", body.track.fileUrl), mediaKey(key));
    expect(Buffer.from(await whole.arrayBuffer()).equals(Buffer.from(wav))).toBe(true);
    const head = await headTrack(request("HEAD", body.track.fileUrl), mediaKey(key));
    expect(head.headers.get("content-length")).toBe(String(wav.length));
    const again = await serveTrack(request("GET", body.track.fileUrl, { headers: { "if-none-match": whole.headers.get("etag")! } }), mediaKey(key));
    expect(again.status).toBe(304);
    const beyond = await serveTrack(request("GET", body.track.fileUrl, { headers: { range: `bytes=${wav.length + 10}-` } }), mediaKey(key));
    expect(beyond.status).toBe(416);

    expect((await deleteTrack(request("DELETE", `/api/music-tracks/${body.track.id}`, { cookie }), withId(body.track.id))).status).toBe(204);
    expect(fake.bucket.objects.size).toBe(0);
    expect((await serveTrack(request("GET", body.track.fileUrl), mediaKey(key))).status).toBe(404);
  });

  it("sends a 150 MB track in parts as it arrives, never whole in memory", { timeout: 120_000 }, async () => {
    const huge = hugeUploadBody(MAX_TRACK_BYTES);
    let status = 0;
    const growth = await peakMemoryGrowth(async () => {
      const response = await uploadTrack(streamingRequest("POST", "/api/music-tracks", huge.body, { cookie, "content-type": huge.contentType }), none);
      status = response.status;
    });
    expect(status).toBe(200);
    // The fake bucket runs in this process too and receives every part: its buffers count here.
    expect(growth).toBeLessThan(100 * 1024 * 1024);
    expect(fake.bucket.calls.filter((call) => call.startsWith("PUT part")).length).toBeGreaterThanOrEqual(29);
    expect(fake.bucket.calls.some((call) => call.startsWith("POST complete-multipart"))).toBe(true);
    expect([...fake.bucket.objects.values()].map((object) => object.size)).toEqual([MAX_TRACK_BYTES]);
  });

  it("keeps nothing in the bucket when a track is over 150 MB", { timeout: 120_000 }, async () => {
    const huge = hugeUploadBody(MAX_TRACK_BYTES + 1);
    const response = await uploadTrack(streamingRequest("POST", "/api/music-tracks", huge.body, { cookie, "content-type": huge.contentType }), none);
    expect(response.status).toBe(413);
    expect(fake.bucket.objects.size).toBe(0);
    expect(await db.musicTrack.count()).toBe(0);
  });

  it("puts a gallery photo in the bucket and serves it under /api/media/images", async () => {
    const response = await uploadPhoto(
      photoRequest({ file: { bytes: await pngBytes(), name: "stage.png", type: "image/png" }, title: "Stage", alt: "The band on stage", category: "Weddings" }, { cookie }),
      none,
    );
    expect(response.status).toBe(201);
    const keys = [...fake.bucket.objects.keys()];
    expect(keys.some((key) => /^images\/[0-9a-f-]{36}\.(webp|jpg)$/.test(key))).toBe(true);
    const image = keys.find((key) => key.startsWith("images/"))!;
    const served = await serveImage(request("GET", `/api/media/${image}`), { params: Promise.resolve({ file: image.slice("images/".length) }) });
    expect(served.status).toBe(200);
    expect(Number(served.headers.get("content-length"))).toBe(fake.bucket.objects.get(image)!.size);
    expect((await serveImage(request("GET", "/api/media/images/missing.webp"), { params: Promise.resolve({ file: "00000000-0000-0000-0000-000000000000.webp" }) })).status).toBe(
      404,
    );
  });

  it("refuses to keep a track the bucket would not take (wrong keys), and says so", async () => {
    vi.stubEnv("S3_ACCESS_KEY_ID", "SOMEONE-ELSE");
    try {
      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      const { status } = await upload("Denied Song", toneWav(1));
      expect(status).toBe(500);
      expect(error).toHaveBeenCalled();
      expect(await db.musicTrack.count()).toBe(0);
      expect(fake.bucket.calls).toContain("PUT denied");
    } finally {
      vi.stubEnv("S3_ACCESS_KEY_ID", FAKE_S3.accessKeyId);
    }
  });
});
