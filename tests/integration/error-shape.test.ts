import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { errorStatus, isErrorCode } from "@/lib/common/api-error";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { request } from "../support/requests";
import { appDir, paramsOf, routeFilesUnder, urlOf } from "../support/route-files";

// Issue 49: one error shape. Every route handler that takes a body is sent a broken one by a
// signed-in admin from the site itself; whatever it refuses, it answers JSON { error, code,
// fields?, errorId? } and nothing else. Issue 61: the code is one of the list (lib/common/api-error.ts)
// and the status is that code's.
const MUTATING = ["POST", "PUT", "PATCH", "DELETE"] as const;
const ERROR_KEYS = new Set(["error", "code", "fields", "errorId"]);
// Routes that answer a session check, not refuse one.
const answersStrangers = new Set([path.join("api", "admin", "check", "route.ts"), path.join("api", "admin", "login", "route.ts")]);
// Signing out would end the session the other routes are called with.
const skipped = new Set(["api/admin/logout/route.ts"]);

const routeFiles = routeFilesUnder(`api${path.sep}`).filter((file) => !skipped.has(file));

// Every dynamic segment gets "1".
const madeUp = () => "1";

let cookie = "";

beforeEach(async () => {
  await resetDatabase();
  cookie = await signedInAdminCookie();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a broken body gets the one error shape", () => {
  it("finds the routes that take a body", () => {
    expect(routeFiles.length).toBeGreaterThanOrEqual(50);
  });

  it.each(routeFiles)("%s", async (file) => {
    const routeModule = (await import(path.join(appDir, file))) as Record<string, unknown>;
    for (const method of MUTATING) {
      const handler = routeModule[method] as ((request: Request, context: unknown) => Promise<Response>) | undefined;
      if (!handler) continue;
      const broken = request(method, urlOf(file, madeUp), { cookie, origin: "http://localhost:3000", rawBody: "{not json", headers: { "content-type": "application/json" } });
      const response = await handler(broken, { params: Promise.resolve(paramsOf(file, madeUp)) });
      if (response.status < 400) continue; // a route that reads no body did its work
      expect(response.headers.get("content-type"), `${method} ${file}`).toMatch(/^application\/json/);
      const body = (await response.json()) as Record<string, unknown>;
      expect(typeof body.error, `${method} ${file}: ${JSON.stringify(body)}`).toBe("string");
      expectKnownCode(body, response.status, `${method} ${file}`);
      expect(
        Object.keys(body).filter((key) => !ERROR_KEYS.has(key)),
        `${method} ${file}: ${JSON.stringify(body)}`,
      ).toEqual([]);
      if (body.fields !== undefined)
        expect(
          Object.values(body.fields as object).every((message) => typeof message === "string"),
          `${method} ${file}`,
        ).toBe(true);
    }
  });
});

/** The answer's code is one of the list, and the status is the code's own. */
function expectKnownCode(body: Record<string, unknown>, status: number, where: string) {
  expect(isErrorCode(body.code), `${where}: ${JSON.stringify(body)}`).toBe(true);
  expect(errorStatus[body.code as keyof typeof errorStatus], `${where}: ${JSON.stringify(body)}`).toBe(status);
}

describe("every error answer carries a known code", () => {
  it.each(routeFiles)("%s, asked by a stranger and by a cross-site page", async (file) => {
    const routeModule = (await import(path.join(appDir, file))) as Record<string, unknown>;
    let refusals = 0;
    for (const method of ["GET", ...MUTATING] as const) {
      const handler = routeModule[method] as ((request: Request, context: unknown) => Promise<Response>) | undefined;
      if (!handler) continue;
      const asked = [
        request(method, urlOf(file, madeUp), { rawBody: method === "GET" ? undefined : "{}", headers: { "content-type": "application/json" } }),
        request(method, urlOf(file, madeUp), {
          cookie,
          origin: "https://evil.example",
          rawBody: method === "GET" ? undefined : "{}",
          headers: { "content-type": "application/json" },
        }),
      ];
      for (const sent of asked) {
        const response = await handler(sent, { params: Promise.resolve(paramsOf(file, madeUp)) });
        if (response.status < 400 || !response.headers.get("content-type")?.startsWith("application/json")) continue;
        refusals += 1;
        expectKnownCode((await response.json()) as Record<string, unknown>, response.status, `${method} ${file}`);
      }
    }
    // An admin route refuses a stranger (and a cross-site write) before anything else.
    if (file.startsWith(path.join("api", "admin")) && !answersStrangers.has(file)) expect(refusals, file).toBeGreaterThan(0);
  });
});
