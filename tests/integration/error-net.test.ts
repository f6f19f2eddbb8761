import { readdirSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { GET as listContacts } from "@/app/api/contacts/route";
import { GET as listTracks } from "@/app/api/music-tracks/route";
import { db } from "@/lib/db";
import { hasErrorNet } from "@/lib/error-net";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { request } from "../support/requests";

type ErrorBody = { error: string; errorId: string };

const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const appDir = path.join(import.meta.dirname, "../../app");
const none = { params: Promise.resolve({}) };

let consoleError: MockInstance<typeof console.error>;

beforeEach(async () => {
  await resetDatabase();
  consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The 500 answer, and the one log line that carries its id. */
async function expectNetted(response: Response, method: string, pathname: string, failure: Error) {
  expect(response.status).toBe(500);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const body = (await response.json()) as ErrorBody;
  expect(Object.keys(body).sort()).toEqual(["code", "error", "errorId"]);
  expect(body.errorId).toMatch(/^[0-9a-f]{8}$/);
  expect((body as ErrorBody & { code?: string }).code).toBe("internal_error");
  expect(body.error).toContain(body.errorId);
  const lines = consoleError.mock.calls.map((call) => String(call[0])).filter((line) => line.includes(body.errorId));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(`${method} ${pathname}`);
  expect(lines[0]).toContain(failure.message);
  // The stack's frames, not only the message.
  expect(lines[0]).toContain(failure.stack!.split("\n")[1]!.trim());
}

describe("the error net on real route handlers", () => {
  it("a public handler whose database read throws answers JSON 500 with an id that is in the log", async () => {
    const failure = new Error("SQLITE_BUSY: database is locked");
    vi.spyOn(db.musicTrack, "findMany").mockRejectedValueOnce(failure);
    const response = await listTracks(request("GET", "/api/music-tracks"));
    expect(response.status).toBe(500);
    const body = (await response.json()) as ErrorBody;
    expect(body.errorId).toMatch(/^[0-9a-f]{8}$/);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain(body.errorId);

    // The log names the request's method and path.
    vi.spyOn(db.musicTrack, "findMany").mockRejectedValueOnce(failure);
    await expectNetted(await listTracks(request("GET", "/api/music-tracks")), "GET", "/api/music-tracks", failure);
    // The next call, with the database back, is answered normally.
    expect((await listTracks(request("GET", "/api/music-tracks"))).status).toBe(200);
  });

  it("an admin handler (through withAdmin) whose query throws answers the same way", async () => {
    const cookie = await signedInAdminCookie();
    const failure = new Error("connection reset");
    vi.spyOn(db.contact, "findMany").mockRejectedValueOnce(failure);
    const response = await listContacts(request("GET", "/api/contacts?status=new", { cookie }), none);
    await expectNetted(response, "GET", "/api/contacts", failure);
    expect(String(consoleError.mock.calls[0]?.[0])).not.toContain("status=new");
  });

  it("an admin handler whose session lookup throws (before withAdmin's own handler runs) answers the same way", async () => {
    const cookie = await signedInAdminCookie();
    const failure = new Error("session table unreadable");
    vi.spyOn(db.adminSession, "findUnique").mockRejectedValueOnce(failure);
    await expectNetted(await listContacts(request("GET", "/api/contacts", { cookie }), none), "GET", "/api/contacts", failure);
  });
});

describe("every route handler in app is inside the net", () => {
  const routeFiles = readdirSync(appDir, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "route.ts")
    .sort();

  it("a client that goes away mid-body is no error: one info line, nothing on the error log", async () => {
    const { POST: postContact } = await import("@/app/api/contacts/route");
    const consoleInfo = vi.spyOn(console, "info").mockImplementation(() => undefined);
    const controller = new AbortController();
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(stream) {
        if (sent) {
          controller.abort();
          stream.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
          return;
        }
        sent = true;
        stream.enqueue(new TextEncoder().encode('{"name":"Ada'));
      },
    });
    const cut = new Request("http://localhost:3000/api/contacts", {
      method: "POST",
      body,
      duplex: "half",
      signal: controller.signal,
      headers: { host: "localhost:3000", "content-type": "application/json", "x-forwarded-for": "192.0.2.41" },
    } as RequestInit);
    const response = await postContact(new (await import("next/server")).NextRequest(cut));
    expect(response.status).toBe(400);
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleInfo.mock.calls.map((call) => String(call[0]))).toEqual(["POST /api/contacts ended by the client before its answer"]);
    expect(await db.contact.count()).toBe(0);
  });

  it("finds the route files", () => {
    expect(routeFiles.length).toBeGreaterThanOrEqual(50);
    expect(routeFiles).toContain("ads.txt/route.ts");
  });

  it.each(routeFiles)("%s", async (file) => {
    const routeModule = (await import(path.join(appDir, file))) as Record<string, unknown>;
    const handlers = HTTP_METHODS.filter((method) => method in routeModule);
    expect(handlers.length).toBeGreaterThan(0);
    for (const method of handlers) expect({ method, wrapped: hasErrorNet(routeModule[method]) }).toEqual({ method, wrapped: true });
  });
});
