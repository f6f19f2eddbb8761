import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as nextAuthGet, POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";
import { POST as postContact } from "@/app/api/contacts/route";
import { POST as play } from "@/app/api/music-tracks/[id]/play/route";
import { POST as subscribe } from "@/app/api/newsletter/route";
import { POST as postVisit } from "@/app/api/tracking/visit/route";
import { db } from "@/lib/db";
import { PLAYS_PER_ADDRESS_AND_TRACK } from "@/lib/music/play-limit";
import { resetDatabase } from "../support/db";
import { request } from "../support/requests";

beforeEach(resetDatabase);

const enquiry = { name: "Ada Obi", email: "ada@example.com", phone: "+2348012345678", eventType: "wedding", eventDate: "2099-05-01", message: "Hello" };
const visit = { pagePath: "/", visitorId: "visitor_bounded", sessionId: "session_bounded" };
const callback = { params: Promise.resolve({ nextauth: ["callback", "credentials"] }) };

/** A body that arrives in 64 KB chunks, without Content-Length, counting what was read. */
function streamedBody(totalBytes: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const read = { bytes: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read.bytes >= totalBytes) return controller.close();
      read.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, read };
}

describe("JSON routes refuse what a cross-site page can send", () => {
  it("answers 415 to text/plain and form posts, and 403 to a foreign Origin, storing nothing", async () => {
    const text = JSON.stringify(enquiry);
    for (const type of ["text/plain;charset=UTF-8", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      expect((await postContact(request("POST", "/api/contacts", { rawBody: text, headers: { "content-type": type } }))).status).toBe(415);
      expect((await subscribe(request("POST", "/api/newsletter", { rawBody: '{"email":"a@example.com"}', headers: { "content-type": type } }))).status).toBe(415);
      expect((await postVisit(request("POST", "/api/tracking/visit", { rawBody: JSON.stringify(visit), headers: { "content-type": type } }))).status).toBe(415);
    }
    const evil = { origin: "https://evil.example" };
    expect((await postContact(request("POST", "/api/contacts", { body: enquiry, ...evil }))).status).toBe(403);
    expect((await subscribe(request("POST", "/api/newsletter", { body: { email: "a@example.com" }, ...evil }))).status).toBe(403);
    expect((await postContact(request("POST", "/api/contacts", { body: enquiry, headers: { "sec-fetch-site": "cross-site" } }))).status).toBe(403);
    expect(await db.contact.count()).toBe(0);
    expect(await db.newsletter.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe("next-auth's own endpoints", () => {
  const post = ({ body, headers }: { body: string | ReadableStream<Uint8Array>; headers: Record<string, string> }) =>
    nextAuthPost(
      new NextRequest("http://localhost:3000/api/auth/callback/credentials", {
        method: "POST",
        body,
        headers: { host: "localhost:3000", ...headers },
        duplex: "half",
      } as ConstructorParameters<typeof NextRequest>[1]),
      callback,
    );

  it("refuse a body over 8 KB by its declared length before reading any of it", async () => {
    const { body, read } = streamedBody(50 * 1024 * 1024);
    const response = await post({ body, headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(50 * 1024 * 1024) } });
    expect(response.status).toBe(413);
    expect(read.bytes).toBeLessThanOrEqual(128 * 1024);
  });

  it("stop reading an undeclared (chunked) body once it passes the limit", async () => {
    const { body, read } = streamedBody(50 * 1024 * 1024);
    const response = await post({ body, headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(response.status).toBe(413);
    expect(read.bytes).toBeLessThanOrEqual(256 * 1024);
  });

  it("refuse other content types and cross-site posts", async () => {
    expect((await post({ body: "username=a&password=b", headers: { "content-type": "text/plain" } })).status).toBe(415);
    expect((await post({ body: "username=a&password=b", headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" } })).status).toBe(403);
  });
});

describe("POST /api/music-tracks/{id}/play", () => {
  it("counts a few plays per address and track, then answers 429; other addresses still count; cross-site is refused", async () => {
    const track = await db.musicTrack.create({ data: { title: "Song", artist: "Band", fileUrl: "/api/media/x.mp3", storageKey: "x.mp3", fileSize: 1, mimeType: "audio/mpeg" } });
    const withId = { params: Promise.resolve({ id: String(track.id) }) };
    const from = (ip: string, origin?: string) => play(request("POST", `/api/music-tracks/${track.id}/play`, { ip, origin }), withId);
    for (let i = 0; i < PLAYS_PER_ADDRESS_AND_TRACK; i++) expect((await from("198.51.100.61")).status).toBe(200);
    const refused = await from("198.51.100.61");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await from("198.51.100.62")).status).toBe(200);
    expect((await from("198.51.100.63", "https://evil.example")).status).toBe(403);
    expect((await db.musicTrack.findUniqueOrThrow({ where: { id: track.id } })).playCount).toBe(PLAYS_PER_ADDRESS_AND_TRACK + 1);
  });
});

describe("next-auth's endpoints with an empty or malformed JSON body", () => {
  it("answer 400 on every action, never 500", async () => {
    for (const action of ["signout", "signin/credentials", "callback/credentials", "session", "_log", "csrf", "providers", "error"]) {
      for (const body of ["", "{", "null", "[]", '"text"']) {
        const response = await nextAuthPost(
          new NextRequest(`http://localhost:3000/api/auth/${action}`, { method: "POST", body, headers: { host: "localhost:3000", "content-type": "application/json" } }),
          { params: Promise.resolve({ nextauth: action.split("/") }) },
        );
        expect(response.status, `${action} ${JSON.stringify(body)}`).toBe(400);
      }
    }
  });
});

describe("next-auth's credentials callback", () => {
  it("answers 405 to anything but a POST, never 500", async () => {
    for (const method of ["GET", "HEAD", "PUT"]) {
      const route = method === "GET" || method === "HEAD" ? nextAuthGet : nextAuthPost;
      const response = await route(new NextRequest("http://localhost:3000/api/auth/callback/credentials?error=1", { method, headers: { host: "localhost:3000" } }), callback);
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    }
  });
});
