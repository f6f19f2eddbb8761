import { revalidatePath } from "next/cache";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { POST as play } from "@/app/api/music-tracks/[id]/play/route";
import { DELETE as deleteTrack, PATCH as patchTrack } from "@/app/api/music-tracks/[id]/route";
import { POST as uploadTrack } from "@/app/api/music-tracks/route";
import type { PublicTrack } from "@/lib/validation/music";
import { signedInAdminCookie } from "../support/admin";
import { toneWav } from "../support/audio";
import { resetDatabase } from "../support/db";
import { uploadRequest } from "../support/music";
import { request } from "../support/requests";

vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));

// /music is prerendered: every change to the track list marks it for rebuilding, nothing else does.

const none = { params: Promise.resolve({}) };
const withId = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });
let cookie = "";

beforeEach(async () => {
  await resetDatabase();
  cookie = await signedInAdminCookie();
  vi.mocked(revalidatePath).mockClear();
});

describe("revalidating the prerendered /music", () => {
  it("happens on upload, edit and delete", async () => {
    const uploaded = await uploadTrack(uploadRequest({ title: "Fresh Cut", duration: "1", file: { bytes: toneWav(1), name: "a.wav", type: "audio/wav" } }, cookie), none);
    expect(uploaded.status).toBe(200);
    const { track } = (await uploaded.json()) as { track: PublicTrack };
    expect(vi.mocked(revalidatePath).mock.calls).toEqual([["/music"]]);

    expect((await patchTrack(request("PATCH", `/api/music-tracks/${track.id}`, { cookie, body: { title: "Fresh Cut II" } }), withId(track.id))).status).toBe(200);
    expect(vi.mocked(revalidatePath).mock.calls).toEqual([["/music"], ["/music"]]);

    expect((await deleteTrack(request("DELETE", `/api/music-tracks/${track.id}`, { cookie }), withId(track.id))).status).toBe(200);
    expect(vi.mocked(revalidatePath).mock.calls).toEqual([["/music"], ["/music"], ["/music"]]);
  });

  it("does not happen for refused changes or play counts", async () => {
    const refused = await uploadTrack(uploadRequest({ title: "", file: { bytes: toneWav(1), name: "a.wav", type: "audio/wav" } }, cookie), none);
    expect(refused.status).toBe(400);
    expect((await patchTrack(request("PATCH", "/api/music-tracks/999", { cookie, body: { title: "Nobody" } }), withId(999))).status).toBe(404);
    expect((await deleteTrack(request("DELETE", "/api/music-tracks/999", { cookie }), withId(999))).status).toBe(404);
    expect((await patchTrack(request("PATCH", "/api/music-tracks/1", { body: { title: "x" } }), withId(1))).status).toBe(401);

    const uploaded = await uploadTrack(uploadRequest({ title: "Counted", duration: "1", file: { bytes: toneWav(1), name: "b.wav", type: "audio/wav" } }, cookie), none);
    const { track } = (await uploaded.json()) as { track: PublicTrack };
    vi.mocked(revalidatePath).mockClear();
    expect((await play(request("POST", `/api/music-tracks/${track.id}/play`), withId(track.id))).status).toBe(200);
    expect(vi.mocked(revalidatePath)).not.toHaveBeenCalled();
  });
});
