import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { makeEvent, makePlayer, payDeposit } from "../support/lineups";
import { request } from "../support/requests";
import { appDir, paramsOf, routeFilesUnder, urlOf } from "../support/route-files";

// Every GET that reads its query string, asked by a signed-in admin with hostile values in the
// names the routes read: never a 500, on SQLite or PostgreSQL. A NUL was a 500 on PostgreSQL in the
// public gallery's ?category= and the panel's searches (inbox, its export, repertoire); it is now a
// 400, as in a body (lib/http.ts queryOf).
const NAMES = ["q", "category", "cursor", "status", "from", "to", "folder", "waiting", "format", "report", "item", "days", "email", "phone", "contactId", "reference", "download"];
const VALUES = ["a\u0000b", "99999999999", "1700000000000.99999999999", "-1", "abc", "9".repeat(400), "2026-02-30", "1e309", "0000-01", "", "\u202eevil"];

const readsQuery = (file: string) => /queryOf\(|searchParams/.test(readFileSync(path.join(appDir, file), "utf8"));
const routeFiles = routeFilesUnder(`api${path.sep}`).filter(readsQuery);

let cookie = "";

beforeAll(async () => {
  await resetDatabase();
  cookie = await signedInAdminCookie();
  // Something for the lists to find: a player, a booked event and its deposit.
  await makePlayer("Ade Bass", ["bass"]);
  await payDeposit((await makeEvent("2027-03-06")).id, 100_000);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

describe("a hostile query string", () => {
  it("finds the routes that read one", () => {
    expect(routeFiles.length).toBeGreaterThanOrEqual(15);
    expect(routeFiles).toContain(path.join("api", "gallery", "photos", "route.ts"));
  });

  it.each(routeFiles)("%s never answers 500, and a NUL is a 400", async (file) => {
    const handler = ((await import(path.join(appDir, file))) as Record<string, unknown>).GET as ((request: Request, context: unknown) => Promise<Response>) | undefined;
    if (!handler) return;
    const failures: string[] = [];
    for (const name of NAMES)
      for (const value of VALUES) {
        const address = `${urlOf(file, () => "1")}?${name}=${encodeURIComponent(value)}`;
        const response = await handler(request("GET", address, { cookie }), { params: Promise.resolve(paramsOf(file, () => "1")) });
        if (response.status === 500) failures.push(`${address}: 500`);
      }
    expect(failures).toEqual([]);
  });

  it("refuses a NUL in a search or a category with 400 bad_request", async () => {
    const { GET: publicPhotos } = await import("@/app/api/gallery/photos/route");
    const { GET: inbox } = await import("@/app/api/contacts/route");
    const none = { params: Promise.resolve({}) };
    for (const response of [await publicPhotos(request("GET", "/api/gallery/photos?category=a%00b")), await inbox(request("GET", "/api/contacts?q=%00", { cookie }), none)]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "bad_request", error: "Text must not contain NUL characters" });
    }
  });
});
