import { beforeEach, describe, expect, it } from "vitest";
import { DELETE as removeDemo } from "@/app/api/admin/demo-content/route";
import { DELETE as deleteLogo, PUT as putLogo } from "@/app/api/client-logos/[slot]/route";
import { POST as resetLogos } from "@/app/api/client-logos/reset/route";
import { POST as play } from "@/app/api/music-tracks/[id]/play/route";
import { DELETE as deleteTrack, PATCH as patchTrack } from "@/app/api/music-tracks/[id]/route";
import { POST as uploadTrack } from "@/app/api/music-tracks/route";
import { PATCH as patchReview } from "@/app/api/reviews/[id]/route";
import { cacheTags } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import { seedDemoContent } from "@/lib/setup/demo";
import type { PublicTrack } from "@/lib/validation/music";
import { signedInAdminCookie } from "../support/admin";
import { toneWav } from "../support/audio";
import { resetDatabase } from "../support/db";
import { imageBytes, logoRequest } from "../support/logos";
import { uploadRequest } from "../support/music";
import { takeRevalidations } from "../support/next-cache";
import { request } from "../support/requests";

// Prerendered pages show cached database reads, each under its data tag (lib/cache/tags.ts). Every
// write revalidates exactly the tags of the data it changed, at once (expire 0), and nothing else;
// refused writes and play counts revalidate nothing.

const none = { params: Promise.resolve({}) };
const withId = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });
const slot = (value: number) => ({ params: Promise.resolve({ slot: String(value) }) });
const expired = (...tags: string[]) => tags.map((tag) => ({ tag, profile: { expire: 0 } }));
let cookie = "";

beforeEach(async () => {
  await resetDatabase();
  cookie = await signedInAdminCookie();
  takeRevalidations();
});

describe(`the ${cacheTags.musicTracks} tag`, () => {
  it("is revalidated by an upload, an edit and a delete of a track, each once", async () => {
    const uploaded = await uploadTrack(uploadRequest({ title: "Fresh Cut", duration: "1", file: { bytes: toneWav(1), name: "a.wav", type: "audio/wav" } }, cookie), none);
    expect(uploaded.status).toBe(200);
    const { track } = (await uploaded.json()) as { track: PublicTrack };
    expect(takeRevalidations()).toEqual(expired("music-tracks"));

    expect((await patchTrack(request("PATCH", `/api/music-tracks/${track.id}`, { cookie, body: { title: "Fresh Cut II" } }), withId(track.id))).status).toBe(200);
    expect(takeRevalidations()).toEqual(expired("music-tracks"));

    expect((await deleteTrack(request("DELETE", `/api/music-tracks/${track.id}`, { cookie }), withId(track.id))).status).toBe(204);
    expect(takeRevalidations()).toEqual(expired("music-tracks"));
  });

  it("is not revalidated by refused changes or play counts", async () => {
    const refused = await uploadTrack(uploadRequest({ title: "", file: { bytes: toneWav(1), name: "a.wav", type: "audio/wav" } }, cookie), none);
    expect(refused.status).toBe(400);
    expect((await patchTrack(request("PATCH", "/api/music-tracks/999", { cookie, body: { title: "Nobody" } }), withId(999))).status).toBe(404);
    expect((await deleteTrack(request("DELETE", "/api/music-tracks/999", { cookie }), withId(999))).status).toBe(404);
    expect((await patchTrack(request("PATCH", "/api/music-tracks/1", { body: { title: "x" } }), withId(1))).status).toBe(401);
    expect(takeRevalidations()).toEqual([]);

    const uploaded = await uploadTrack(uploadRequest({ title: "Counted", duration: "1", file: { bytes: toneWav(1), name: "b.wav", type: "audio/wav" } }, cookie), none);
    const { track } = (await uploaded.json()) as { track: PublicTrack };
    takeRevalidations();
    expect((await play(request("POST", `/api/music-tracks/${track.id}/play`), withId(track.id))).status).toBe(200);
    expect(takeRevalidations()).toEqual([]);
  });
});

describe(`the ${cacheTags.clientLogos} tag`, () => {
  it("is revalidated by a new logo, a removed one and a reset, and by nothing refused", async () => {
    const png = { bytes: await imageBytes("png"), name: "logo.png", type: "image/png" };
    expect((await putLogo(logoRequest(2, { image: png }, { cookie }), slot(2))).status).toBe(200);
    expect(takeRevalidations()).toEqual(expired("client-logos"));
    expect((await deleteLogo(request("DELETE", "/api/client-logos/2", { cookie }), slot(2))).status).toBe(200);
    expect(takeRevalidations()).toEqual(expired("client-logos"));
    expect((await resetLogos(request("POST", "/api/client-logos/reset", { cookie }), none)).status).toBe(200);
    expect(takeRevalidations()).toEqual(expired("client-logos"));

    expect((await putLogo(logoRequest(9, { sizePercent: "120" }, { cookie }), slot(9))).status).toBe(400);
    expect((await putLogo(logoRequest(2, { sizePercent: "120" }), slot(2))).status).toBe(401);
    expect(takeRevalidations()).toEqual([]);
  });
});

describe(`the ${cacheTags.reviews} tag`, () => {
  it("is revalidated when the admin hides a review, not for an unknown one", async () => {
    const review = await db.review.create({ data: { reviewId: "r-1", authorName: "Funmi A.", rating: 5, reviewTime: new Date() } });
    expect((await patchReview(request("PATCH", `/api/reviews/${review.id}`, { cookie, body: { hidden: true } }), withId(review.id))).status).toBe(200);
    expect(takeRevalidations()).toEqual(expired("reviews"));
    expect((await patchReview(request("PATCH", "/api/reviews/9999", { cookie, body: { hidden: true } }), withId(9999))).status).toBe(404);
    expect(takeRevalidations()).toEqual([]);
  });
});

describe("removing the demo content", () => {
  it("revalidates the reviews, the tracks and the gallery it deleted", async () => {
    expect((await seedDemoContent()).seeded).toBe(true);
    takeRevalidations();
    expect((await removeDemo(request("DELETE", "/api/admin/demo-content", { cookie }), none)).status).toBe(200);
    expect(takeRevalidations()).toEqual(expired("reviews", "music-tracks", "gallery"));
  });
});
