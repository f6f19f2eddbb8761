import { put as clientPut } from "@vercel/blob/client";
import { beforeEach, describe, expect, it } from "vitest";
import { DELETE as deleteTrack } from "@/app/api/music-tracks/[id]/route";
import { GET as cron } from "@/app/api/cron/outbox/route";
import { POST as blobUpload } from "@/app/api/music-tracks/blob-upload/route";
import { GET as listTracks, POST as uploadTrack } from "@/app/api/music-tracks/route";
import { db } from "@/lib/db";
import { sweepUnregisteredBlobs, UNREGISTERED_BLOB_GRACE_MS } from "@/lib/music/blob-sweep";
import { MAX_TRACK_BYTES, type PublicTrack } from "@/lib/validation/music";
import { signedInAdminCookie } from "../support/admin";
import { pngBytes, toneWav } from "../support/audio";
import { resetDatabase } from "../support/db";
import { fakeBlobStoreForThisFile } from "../support/fake-blob";
import { hugeUploadBody, streamingRequest, uploadRequest } from "../support/music";
import { request } from "../support/requests";

// The Vercel Blob backend, against a local server speaking the Blob API (VERCEL_BLOB_API_URL).

const none = { params: Promise.resolve({}) };
const withId = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });
const pathname = () => `music/${crypto.randomUUID()}.wav`;

const blob = fakeBlobStoreForThisFile();
let cookie = "";

beforeEach(async () => {
  await resetDatabase();
  cookie = await signedInAdminCookie();
});

/** What the admin's browser does: ask for a client token, then put the file with it. */
async function clientToken(path: string) {
  const response = await blobUpload(
    request("POST", "/api/music-tracks/blob-upload", { body: { type: "blob.generate-client-token", payload: { pathname: path, clientPayload: null, multipart: false } }, cookie }),
    none,
  );
  return { status: response.status, body: (await response.json()) as { clientToken?: string; error?: string } };
}

function tokenPayload(token: string) {
  const signed = Buffer.from(token.split("_")[4] ?? "", "base64").toString();
  return JSON.parse(Buffer.from(signed.split(".")[1] ?? "", "base64").toString()) as Record<string, unknown>;
}

async function register(body: Record<string, unknown>) {
  const response = await uploadTrack(request("POST", "/api/music-tracks", { body, cookie }), none);
  return { status: response.status, body: (await response.json()) as { track: PublicTrack; error?: string } };
}

describe("Vercel Blob storage", () => {
  it("streams a server-side upload into the store and deletes it with the track", async () => {
    const wav = toneWav(2);
    const response = await uploadTrack(uploadRequest({ title: "Blob Song", duration: "2", file: { bytes: wav, name: "b.wav", type: "audio/wav" } }, cookie), none);
    expect(response.status).toBe(200);
    const { track } = (await response.json()) as { track: PublicTrack };
    expect(track.fileUrl).toMatch(new RegExp(`^${blob.url}/store/music/[0-9a-f-]{36}\\.wav$`));
    expect(track.fileSize).toBe(wav.length);
    const stored = [...blob.blobs.values()];
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ size: wav.length, contentType: "audio/wav" });
    const served = await fetch(track.fileUrl, { headers: { Range: "bytes=0-3" } });
    expect(served.status).toBe(206);
    expect(await served.text()).toBe("RIFF");

    const deleted = await deleteTrack(request("DELETE", `/api/music-tracks/${track.id}`, { cookie }), withId(track.id));
    expect(deleted.status).toBe(204);
    expect(blob.blobs.size).toBe(0);
    expect(blob.calls).toContain("POST /delete");
  });

  it("stops a server-side upload just over 150 MB, and the store keeps nothing", async () => {
    const huge = hugeUploadBody(MAX_TRACK_BYTES + 1);
    const response = await uploadTrack(streamingRequest("POST", "/api/music-tracks", huge.body, { cookie, "content-type": huge.contentType }), none);
    expect(response.status).toBe(413);
    expect(blob.blobs.size).toBe(0);
    expect(await db.musicTrack.count()).toBe(0);
  });

  it("lets the admin's browser put a file straight into the store, then registers it", async () => {
    const path = pathname();
    const { status, body } = await clientToken(path);
    expect(status).toBe(200);
    const payload = tokenPayload(body.clientToken!);
    expect(payload).toMatchObject({ pathname: path, maximumSizeInBytes: MAX_TRACK_BYTES, allowedContentTypes: ["audio/*"], addRandomSuffix: false });

    const wav = toneWav(1);
    const uploaded = await clientPut(path, new Blob([new Uint8Array(wav)], { type: "audio/wav" }), { access: "public", token: body.clientToken!, contentType: "audio/wav" });
    const registered = await register({ blobUrl: uploaded.url, title: "Straight to Blob", album: "Uploaded Collection", genre: "Unknown", duration: 1 });
    expect(registered.body.error).toBeUndefined();
    expect(registered.status).toBe(200);
    expect(registered.body.track).toMatchObject({ title: "Straight to Blob", fileUrl: uploaded.url, fileSize: wav.length, mimeType: "audio/wav", duration: 1 });
    const listed = (await (await listTracks(request("GET", "/api/music-tracks"))).json()) as PublicTrack[];
    expect(listed.map((track) => track.fileUrl)).toEqual([uploaded.url]);
  });

  it("deletes a blob the browser put but never registered, once the grace period is over, and keeps registered ones", async () => {
    const wav = new Blob([new Uint8Array(toneWav(1))], { type: "audio/wav" });
    const kept = pathname();
    const keptUpload = await clientPut(kept, wav, { access: "public", token: (await clientToken(kept)).body.clientToken!, contentType: "audio/wav" });
    expect((await register({ blobUrl: keptUpload.url, title: "Registered" })).status).toBe(200);
    const orphan = pathname();
    await clientPut(orphan, wav, { access: "public", token: (await clientToken(orphan)).body.clientToken!, contentType: "audio/wav" });

    expect(await sweepUnregisteredBlobs()).toBe(0); // too recent: the browser may still register it
    expect([...blob.blobs.keys()].sort()).toEqual([kept, orphan].sort());
    expect(await sweepUnregisteredBlobs(new Date(Date.now() + UNREGISTERED_BLOB_GRACE_MS + 60_000))).toBe(1);
    expect([...blob.blobs.keys()]).toEqual([kept]);

    // The scheduler's route runs the sweep too.
    process.env.CRON_SECRET = "cron-secret-value";
    try {
      const response = await cron(request("GET", "/api/cron/outbox", { headers: { authorization: "Bearer cron-secret-value" } }));
      expect(await response.json()).toMatchObject({ blobsRemoved: 0 });
    } finally {
      delete process.env.CRON_SECRET;
    }
  });

  it("the store refuses what the token does not allow: another pathname, a non-audio type", async () => {
    const { body } = await clientToken(pathname());
    await expect(clientPut(pathname(), "x", { access: "public", token: body.clientToken!, contentType: "audio/wav" })).rejects.toThrow();
    const own = tokenPayload(body.clientToken!).pathname as string;
    await expect(clientPut(own, "x", { access: "public", token: body.clientToken!, contentType: "text/html" })).rejects.toThrow();
    expect(blob.blobs.size).toBe(0);
  });

  it("refuses to register a blob that is not audio, and deletes it from the store", async () => {
    const path = pathname();
    const { body } = await clientToken(path);
    const uploaded = await clientPut(path, new Blob([new Uint8Array(pngBytes())]), { access: "public", token: body.clientToken!, contentType: "audio/mpeg" });
    const registered = await register({ blobUrl: uploaded.url, title: "Not music" });
    expect(registered.status).toBe(415);
    expect(blob.blobs.size).toBe(0);
    expect(await db.musicTrack.count()).toBe(0);
  });

  it("refuses registrations of missing blobs, foreign paths and bad metadata", async () => {
    expect((await register({ blobUrl: `${blob.url}/store/music/nothing.wav`, title: "Ghost" })).status).toBe(400);
    expect((await register({ blobUrl: `${blob.url}/store/avatars/a.wav`, title: "Elsewhere" })).status).toBe(400);
    expect((await register({ blobUrl: "not a url", title: "x" })).status).toBe(400);
    expect((await register({ blobUrl: `${blob.url}/store/music/a.wav` })).status).toBe(400);
    expect(await db.musicTrack.count()).toBe(0);
  });

  it("gives tokens only to the admin, only for generated music paths", async () => {
    const anonymous = await blobUpload(
      request("POST", "/api/music-tracks/blob-upload", { body: { type: "blob.generate-client-token", payload: { pathname: pathname(), clientPayload: null, multipart: false } } }),
      none,
    );
    expect(anonymous.status).toBe(401);
    expect((await clientToken("music/../../site/index.html")).status).toBe(400);
    expect((await clientToken("music/my song.wav")).status).toBe(400);
    const completion = await blobUpload(request("POST", "/x", { body: { type: "blob.upload-completed", payload: {} }, cookie }), none);
    expect(completion.status).toBe(400);
  });
});
