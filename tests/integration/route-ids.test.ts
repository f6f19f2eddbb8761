import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { request } from "../support/requests";
import { appDir, paramsOf, routeFilesUnder, urlOf } from "../support/route-files";

// A numeric id in a route's address (`[id]`, `[paymentId]`, …) is read one way (lib/http.ts
// routeId): digits only, 1 to 2^31 − 1 (an Int column's range on PostgreSQL). Anything else is a
// 400 naming the segment, from every method of every such route, before the database is asked:
// "99999999999" was a 404 on SQLite and a 500 on PostgreSQL, "1e3" and " 7" were read as 1000 and 7.
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const BAD_IDS = ["abc", "0", "-1", "1.5", "1e3", "0x10", " 7", "007", "", "2147483648", "99999999999"];
// Segments that are not numbers: the launch checklist's item keys and the sessions' own ids.
const TEXT_IDS = new Set([path.join("api", "admin", "launch-checklist", "[id]", "route.ts"), path.join("api", "admin", "sessions", "[id]", "route.ts")]);
const numericSegment = (name: string) => name === "id" || name.endsWith("Id");

const routeFiles = routeFilesUnder(`api${path.sep}`).filter((file) => !TEXT_IDS.has(file) && Object.keys(paramsOf(file, String)).some(numericSegment));

let cookie = "";

beforeAll(async () => {
  await resetDatabase();
  cookie = await signedInAdminCookie();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

describe("a malformed id in the address", () => {
  it("finds the routes with a numeric id", () => {
    expect(routeFiles.length).toBeGreaterThanOrEqual(30);
  });

  it.each(routeFiles)("%s answers 400 naming the segment", async (file) => {
    const routeModule = (await import(path.join(appDir, file))) as Record<string, unknown>;
    const segments = Object.keys(paramsOf(file, String)).filter(numericSegment);
    let asked = 0;
    for (const method of METHODS) {
      const handler = routeModule[method] as ((request: Request, context: unknown) => Promise<Response>) | undefined;
      if (!handler) continue;
      for (const segment of segments)
        for (const bad of BAD_IDS) {
          const valueOf = (name: string) => (name === segment ? bad : name === "kind" ? "services" : "1");
          const sent = request(
            method,
            urlOf(file, (name) => encodeURIComponent(valueOf(name))),
            {
              cookie,
              origin: "http://localhost:3000",
              rawBody: method === "GET" ? undefined : "{}",
              headers: { "content-type": "application/json" },
            },
          );
          const response = await handler(sent, { params: Promise.resolve(paramsOf(file, valueOf)) });
          const body = (await response.json()) as { code?: string; fields?: Record<string, string> };
          expect({ method, segment, bad, status: response.status, code: body.code, field: body.fields?.[segment] }).toEqual({
            method,
            segment,
            bad,
            status: 400,
            code: "invalid_input",
            field: "must be a positive whole number",
          });
          asked += 1;
        }
    }
    expect(asked, file).toBeGreaterThan(0);
  });
});
