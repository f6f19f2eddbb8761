import { readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { encode } from "next-auth/jwt";
import { adminTabs } from "@/components/admin/admin-tabs";
import { expect, ownAdmin, test, type OwnServer } from "./own-server";
import { accessDeniedPages, publicActions, publicPages, publicRoutes, signInPages, tokenProtectedRoutes } from "./public-routes";

// The authorization matrix, generated from the production build's manifests: every route handler
// with every method, every page and every server action, called without a session, with a forged
// cookie, with a revoked session's cookie, and (when mutating) with a live cookie from a foreign
// Origin. Only what public-routes.ts allows may answer 2xx, and the database must not change.
// A route, page or action added to the app is in the build, so it is in the matrix.

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];
const NEXT_AUTH_ACTIONS = ["session", "csrf", "providers", "signin", "signin/credentials", "callback/credentials", "signout", "_log", "error"];
const COOKIE = "__Host-next-auth.session-token";
const FOREIGN = "https://evil.example";

type Identity = { name: string; cookie?: string; origin?: string; mutatingOnly?: boolean };
type Probe = { what: string; url: string; method: string; allowed: boolean; signInPage?: boolean; accessDeniedPage?: boolean; headers?: Record<string, string>; body?: string };

const manifest = (file: string) => JSON.parse(readFileSync(path.join(".next/server", file), "utf8")) as Record<string, unknown>;
const folderOf = (entry: string) => entry.replace(/\/(route|page)$/, "") || "/";

/** A URL for an app folder: route groups dropped, dynamic segments given sample values. */
function urlsOf(folder: string): string[] {
  const segments = folder.split("/").filter((segment) => segment && !/^\(.*\)$/.test(segment));
  const tails = segments.some((segment) => segment === "[...nextauth]") ? NEXT_AUTH_ACTIONS : [""];
  return tails.map((tail) => {
    const filled = segments.map((segment) => {
      if (segment === "[...nextauth]") return tail;
      if (/^\[\[\.\.\..+\]\]$/.test(segment)) return "";
      if (/^\[\.\.\..+\]$/.test(segment)) return "matrix/probe.mp3";
      if (/^\[.+\]$/.test(segment)) return "1";
      return segment;
    });
    return "/" + filled.filter(Boolean).join("/");
  });
}

function probes(): Probe[] {
  const list: Probe[] = [];
  for (const entry of Object.keys(manifest("app-paths-manifest.json"))) {
    const folder = folderOf(entry);
    if (entry.endsWith("/route")) {
      for (const url of urlsOf(folder)) {
        for (const method of METHODS) {
          const body = method === "GET" ? undefined : "{}";
          list.push({
            what: `${method} ${folder} (${url})`,
            url,
            method,
            allowed: publicRoutes[folder]?.includes(method) ?? false,
            body,
            headers: body ? { "content-type": "application/json" } : {},
          });
        }
      }
    } else {
      const isPublic = publicPages.some((page) => (typeof page === "string" ? page === folder : page.test(folder)));
      for (const url of urlsOf(folder))
        list.push({
          what: `page ${folder} (${url})`,
          url,
          method: "GET",
          allowed: isPublic,
          signInPage: signInPages.includes(folder),
          accessDeniedPage: accessDeniedPages.includes(folder),
        });
    }
  }
  const actions = (manifest("server-reference-manifest.json").node ?? {}) as Record<string, { workers: Record<string, unknown>; filename?: string; exportedName?: string }>;
  for (const [id, action] of Object.entries(actions)) {
    const worker = Object.keys(action.workers)[0]!.replace(/^app/, "");
    const name = `${action.filename}#${action.exportedName}`;
    list.push({
      what: `action ${name}`,
      url: urlsOf(folderOf(worker))[0]!,
      method: "POST",
      allowed: publicActions.includes(name),
      headers: { "next-action": id, "content-type": "text/plain;charset=UTF-8", accept: "text/x-component" },
      body: "[]",
    });
  }
  return list;
}

/** Every table's rows but the rate limit counters, which a refused request may well count. */
function snapshot(dataDir: string): string {
  const database = new Database(path.join(dataDir, "band.db"), { readonly: true, fileMustExist: true });
  try {
    const tables = database
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT IN ('_prisma_migrations', 'rate_limits') ORDER BY name")
      .all() as { name: string }[];
    return JSON.stringify(tables.map(({ name }) => [name, database.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all()]));
  } finally {
    database.close();
  }
}

async function signIn(server: OwnServer): Promise<string> {
  const headers = { "content-type": "application/json", cookie: server.deviceCookie };
  const response = await fetch(`${server.url}/api/admin/login`, { method: "POST", headers, body: JSON.stringify(ownAdmin) });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${COOKIE}=`));
  return cookie!.split(";")[0]!;
}

test("the authorization matrix: only the allow-list answers 2xx, and nothing is written", async ({ ownServer }) => {
  test.setTimeout(300_000);
  const revoked = await signIn(ownServer);
  expect((await fetch(`${ownServer.url}/api/admin/logout`, { method: "POST", headers: { cookie: revoked } })).status).toBe(204);
  const live = await signIn(ownServer);
  const forgedToken = await encode({ token: { sub: "1", name: ownAdmin.username, sid: "forged" }, secret: "not the server's secret" });
  const identities: Identity[] = [
    { name: "no session" },
    { name: "forged cookie", cookie: `${COOKIE}=${forgedToken}` },
    { name: "revoked session", cookie: revoked },
    { name: "live session, foreign Origin", cookie: live, origin: FOREIGN, mutatingOnly: true },
  ];

  const list = probes();
  expect(list.filter((probe) => probe.what.startsWith("action ")).length).toBeGreaterThan(0);
  expect(list.some((probe) => probe.what.includes("/api/contacts/[id]"))).toBe(true);
  // Every admin tab is a page of its own, probed like any other.
  for (const tab of adminTabs) expect(list.some((probe) => probe.url === tab.href && probe.signInPage)).toBe(true);
  // Token-protected routes are probed with a made-up token: not in the allow-list, so they must refuse.
  for (const folder of Object.keys(tokenProtectedRoutes)) expect(list.some((probe) => probe.what.includes(`${folder} (`))).toBe(true);
  // A fresh install seeds its default page content the first time a page reads it
  // (lib/content/seed.ts), and each page is rendered from this server's own database on its first
  // visit (the page cache lives with the data): every GET is made once before the snapshot.
  for (const probe of list) if (probe.method === "GET") await (await fetch(ownServer.url + probe.url, { redirect: "manual" })).arrayBuffer();
  const before = snapshot(ownServer.dataDir);
  const violations: string[] = [];
  for (const identity of identities) {
    for (const probe of list) {
      if (identity.mutatingOnly && probe.method === "GET") continue;
      const headers: Record<string, string> = { ...probe.headers };
      if (identity.cookie) headers.cookie = identity.cookie;
      if (identity.origin) headers.origin = identity.origin;
      const response = await fetch(ownServer.url + probe.url, { method: probe.method, headers, body: probe.body, redirect: "manual" });
      const text = await response.text();
      if (response.status < 200 || response.status >= 300) continue;
      // From a foreign Origin nothing may change anything, public or not.
      if (probe.allowed && !identity.origin) continue;
      if (probe.signInPage && text.includes('type="password"')) continue;
      if (probe.accessDeniedPage && text.includes("Administrator login required. Redirecting...") && !text.includes('type="file"')) continue;
      violations.push(`${probe.what} with ${identity.name} answered ${response.status}`);
    }
  }
  expect(violations).toEqual([]);
  expect(snapshot(ownServer.dataDir)).toBe(before);
});
