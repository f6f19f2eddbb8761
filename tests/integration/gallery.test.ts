import { rm } from "node:fs/promises";
import { beforeEach, describe, expect, it } from "vitest";
import { takeRevalidations } from "../support/next-cache";
import { GET as adminList } from "@/app/api/admin/gallery/route";
import { PUT as putOrder } from "@/app/api/admin/gallery/order/route";
import { POST as postVideo } from "@/app/api/admin/gallery/videos/route";
import { DELETE as deleteVideo, PATCH as patchVideo } from "@/app/api/admin/gallery/videos/[id]/route";
import { POST as uploadPhoto } from "@/app/api/admin/gallery/photos/route";
import { GET as publicList } from "@/app/api/gallery/route";
import { specCategories } from "@/fixed/gallery";
import { db } from "@/lib/db";
import { uploadsDir } from "@/lib/storage/local";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { pngBytes, photoRequest } from "../support/images";
import { request } from "../support/requests";

// The gallery's videos, order and lists through their routes, against a real database.

type Video = { id: number; videoId: string; startSeconds: number; thumbnail: string; title: string; description: string; category: string };
type Lists = { photos: { id: number; title: string; isDemo?: boolean }[]; videos: (Video & { isDemo?: boolean })[]; categories?: string[] };
type ErrorAnswer = { error: string; fields?: Record<string, string> };

const none = { params: Promise.resolve({}) };
const withId = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });
const expired = [{ tag: "gallery", profile: { expire: 0 } }];
let cookie = "";

const video = { url: "https://youtu.be/dQw4w9WgXcQ?si=share", title: "Highlife medley", description: "Live at a wedding", category: "Igbo Highlife" };

async function addVideo(body: unknown, headers: { cookie?: string; origin?: string } = { cookie }) {
  const response = await postVideo(request("POST", "/api/admin/gallery/videos", { ...headers, body }), none);
  return { status: response.status, body: (await response.json()) as { video: Video } & ErrorAnswer };
}

async function addPhoto(title: string, category = "Events") {
  const file = { bytes: await pngBytes(40, 30), name: "p.png", type: "image/png" };
  const response = await uploadPhoto(photoRequest({ file, title, alt: `${title} alt`, category }, { cookie }), none);
  expect(response.status).toBe(201);
  return ((await response.json()) as { photo: { id: number } }).photo.id;
}

async function visitorLists(): Promise<Lists> {
  const response = await publicList();
  expect(response.status).toBe(200);
  return (await response.json()) as Lists;
}

beforeEach(async () => {
  await resetDatabase();
  await rm(uploadsDir(), { recursive: true, force: true });
  cookie = await signedInAdminCookie();
  takeRevalidations();
});

describe("POST /api/admin/gallery/videos", () => {
  it("keeps the id of a YouTube link and YouTube's own thumbnail, and revalidates the gallery", async () => {
    const { status, body } = await addVideo(video);
    expect(status).toBe(201);
    expect(body.video).toEqual({
      id: expect.any(Number),
      videoId: "dQw4w9WgXcQ",
      startSeconds: 0,
      thumbnail: "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
      title: "Highlife medley",
      description: "Live at a wedding",
      category: "Igbo Highlife",
    });
    expect(takeRevalidations()).toEqual(expired);
    expect((await db.auditEvent.findFirstOrThrow({ where: { action: "gallery-change" } })).target).toBe('gallery video "Highlife medley" added');
    expect((await visitorLists()).videos).toEqual([body.video]);
  });

  it.each([
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s",
    "https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ",
    "https://www.youtube.com/shorts/dQw4w9WgXcQ",
    "https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0",
  ])("reads %s", async (url) => {
    const { status, body } = await addVideo({ ...video, url });
    expect(status).toBe(201);
    expect(body.video.videoId).toBe("dQw4w9WgXcQ");
    // The link's start time is kept and used (issue #44).
    expect(body.video.startSeconds).toBe(url.includes("t=42s") ? 42 : 0);
  });

  it("answers 400 naming the url field when the link is not a YouTube video, and stores nothing", async () => {
    for (const url of ["https://vimeo.com/76979871", "https://www.youtube.com/watch?v=tooshort", "not a link", ""]) {
      const { status, body } = await addVideo({ ...video, url });
      expect(status, url).toBe(400);
      expect(body.fields?.url, url).toMatch(/YouTube video link/);
    }
    const missing = await addVideo({ url: video.url });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields ?? {}).sort()).toEqual(["category", "title"]);
    expect(await db.galleryVideo.count()).toBe(0);
    expect(takeRevalidations()).toEqual([]);
  });

  it("answers 401 without a session and 403 for a foreign Origin", async () => {
    expect((await addVideo(video, {})).status).toBe(401);
    expect((await addVideo(video, { cookie, origin: "https://evil.example" })).status).toBe(403);
    expect(await db.galleryVideo.count()).toBe(0);
  });
});

describe("PATCH and DELETE /api/admin/gallery/videos/{id}", () => {
  it("changes the link and texts, then deletes the video", async () => {
    const { body } = await addVideo(video);
    takeRevalidations();
    const patch = (change: unknown, headers: { cookie?: string; origin?: string } = { cookie }) =>
      patchVideo(request("PATCH", `/api/admin/gallery/videos/${body.video.id}`, { ...headers, body: change }), withId(body.video.id));
    const changed = await patch({ url: "https://www.youtube.com/watch?v=9bZkp7q19f0", title: "Gangnam cover" });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { video: Video }).video).toMatchObject({
      videoId: "9bZkp7q19f0",
      title: "Gangnam cover",
      thumbnail: "https://i.ytimg.com/vi/9bZkp7q19f0/hqdefault.jpg",
    });
    expect(takeRevalidations()).toEqual(expired);
    const bad = await patch({ url: "https://example.com/video" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorAnswer).fields?.url).toBeDefined();
    expect((await patch({ title: "x" }, {})).status).toBe(401);
    expect((await patch({ title: "x" }, { cookie, origin: "https://evil.example" })).status).toBe(403);

    const remove = (headers: { cookie?: string; origin?: string }) => deleteVideo(request("DELETE", `/api/admin/gallery/videos/${body.video.id}`, headers), withId(body.video.id));
    expect((await remove({ cookie, origin: "https://evil.example" })).status).toBe(403);
    expect((await remove({ cookie })).status).toBe(204);
    expect(takeRevalidations()).toEqual(expired);
    expect(await db.galleryVideo.count()).toBe(0);
    expect((await db.auditEvent.findFirstOrThrow({ where: { target: { endsWith: "deleted" } } })).target).toBe('gallery video "Gangnam cover" deleted');
    expect((await remove({ cookie })).status).toBe(404);
  });
});

describe("PUT /api/admin/gallery/order", () => {
  it("persists the new order of photos and videos, as visitors then see it", async () => {
    const [first, second, third] = [await addPhoto("First"), await addPhoto("Second"), await addPhoto("Third")];
    const videoA = (await addVideo({ ...video, title: "A" })).body.video.id;
    const videoB = (await addVideo({ ...video, title: "B" })).body.video.id;
    takeRevalidations();
    const order = (body: unknown, headers: { cookie?: string; origin?: string } = { cookie }) => putOrder(request("PUT", "/api/admin/gallery/order", { ...headers, body }), none);

    expect((await order({ photos: [third, first, second], videos: [videoB, videoA] })).status).toBe(204);
    expect(takeRevalidations()).toEqual(expired);
    const lists = await visitorLists();
    expect(lists.photos.map((photo) => photo.title)).toEqual(["Third", "First", "Second"]);
    expect(lists.videos.map((item) => item.title)).toEqual(["B", "A"]);

    // A list names the first photos of the order (every one, or the pages the panel loaded).
    const stale = await order({ photos: [first, second] });
    expect(stale.status).toBe(400);
    expect(((await stale.json()) as ErrorAnswer).fields?.photos).toMatch(/first photos in their order, each once/);
    expect((await order({ photos: [third, first, first] })).status).toBe(400);
    expect((await order({ photos: ["x"] })).status).toBe(400);
    expect((await order({})).status).toBe(400);
    expect((await order({ photos: [first, second, third] }, {})).status).toBe(401);
    expect((await order({ photos: [first, second, third] }, { cookie, origin: "https://evil.example" })).status).toBe(403);
    expect(takeRevalidations()).toEqual([]);
    expect((await visitorLists()).photos.map((photo) => photo.title)).toEqual(["Third", "First", "Second"]);

    // A new upload goes first: the band's newest work leads (issue #44).
    const newest = await addPhoto("Fourth");
    expect((await visitorLists()).photos.map((photo) => photo.id)).toEqual([newest, third, first, second]);
  });
});

describe("GET /api/admin/gallery", () => {
  it("lists the items with isDemo and the spec's categories plus the band's own; admin only", async () => {
    await addPhoto("Mine", "Weddings 2027");
    await addVideo(video);
    const response = await adminList(request("GET", "/api/admin/gallery", { cookie }), none);
    expect(response.status).toBe(200);
    const lists = (await response.json()) as Lists;
    expect(lists.photos).toEqual([expect.objectContaining({ title: "Mine", isDemo: false })]);
    expect(lists.videos).toEqual([expect.objectContaining({ title: "Highlife medley", isDemo: false })]);
    expect(lists.categories).toEqual([...specCategories, "Weddings 2027"]);
    expect((await adminList(request("GET", "/api/admin/gallery"), none)).status).toBe(401);
    const visitor = await visitorLists();
    expect(visitor.photos[0]).not.toHaveProperty("isDemo");
    expect(visitor.photos[0]).toEqual({
      id: expect.any(Number),
      src: expect.stringMatching(/^\/api\/media\/images\//),
      alt: "Mine alt",
      title: "Mine",
      category: "Weddings 2027",
      width: 40,
      height: 30,
      blurDataUrl: expect.stringMatching(/^data:image\/webp;base64,/),
    });
  });
});
