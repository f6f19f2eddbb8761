import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./support";

// Requests Next.js itself would answer with a bare 500 outside the project's error net: a path
// whose percent-escape does not decode (`/booking/%ff`, vercel/next.js#92527) and a server action
// posted from another site. Under `npm start` (server.mjs, proxy.ts) the first gets the project's
// JSON 400 on the API and the site's 404 page elsewhere, the second a JSON 403.

const appDir = path.join(process.cwd(), "app");

/** Every route handler and page whose path has a dynamic segment, with each such segment as `%ff`. */
function dynamicRoutes(directory = appDir): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) found.push(...dynamicRoutes(full));
    else if (/^(route\.ts|page\.tsx)$/.test(entry.name)) {
      const segments = path
        .relative(appDir, directory)
        .split(path.sep)
        .filter((segment) => segment && !/^\(.*\)$/.test(segment));
      if (segments.some((segment) => segment.startsWith("["))) found.push(`/${segments.map((segment) => (segment.startsWith("[") ? "%ff" : segment)).join("/")}`);
    }
  }
  return found.sort();
}

test("a path whose percent-escape does not decode answers 400 on the API and the 404 page elsewhere, never 500", async ({ request }) => {
  const routes = dynamicRoutes();
  expect(routes).toEqual(expect.arrayContaining(["/booking/%ff", "/api/media/images/%ff", "/api/contacts/%ff/quote"]));
  for (const route of routes) {
    const response = await request.get(route);
    if (route.startsWith("/api/")) {
      expect(response.status(), route).toBe(400);
      expect(await response.json(), route).toEqual({ error: "The address is malformed", code: "bad_request" });
      expect(response.headers()["cache-control"], route).toBe("no-store");
    } else {
      expect(response.status(), route).toBe(404);
      expect(response.headers()["content-type"], route).toMatch(/^text\/html/);
      expect(await response.text(), route).toContain("Page Not Found");
    }
  }
  // A bad escape in the query is the handler's to read, not a malformed address.
  expect((await request.get("/contact?x=%ff")).status()).toBe(200);
});

test("a server action posted from another site is refused with 403; from the site it runs", async ({ request }) => {
  const manifest = JSON.parse(readFileSync(path.join(process.cwd(), ".next/server/server-reference-manifest.json"), "utf8")) as { node: Record<string, unknown> };
  const [actionId] = Object.keys(manifest.node);
  expect(actionId).toBeTruthy();
  const post = (origin: string) => request.post("/contact", { headers: { "next-action": actionId!, origin, "content-type": "text/plain;charset=UTF-8" }, data: '["$K1"]' });
  const foreign = await post("https://evil.example");
  expect(foreign.status()).toBe(403);
  expect(await foreign.json()).toEqual({ error: "Cross-site request refused", code: "forbidden" });
  const own = await post(new URL(test.info().project.use.baseURL!).origin);
  expect(own.status()).not.toBe(403);
  expect(own.status()).toBeLessThan(500);
});
