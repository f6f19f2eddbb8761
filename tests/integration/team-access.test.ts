import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AdminRouteAccess } from "@/lib/auth/guard";
import { accessOfMethod, can, roles, type Role } from "@/lib/common/roles";
import { signedInMember } from "../support/admin";
import { resetDatabase } from "../support/db";
import { request } from "../support/requests";
import { appDir, appFiles, paramsOf, routeFilesUnder, urlOf } from "../support/route-files";

// Issue 62: every admin route declares the section it belongs to in one place (withAdmin's first
// argument, lib/common/roles.ts's table), and every role calls every one of them: a role the table
// refuses gets 403 forbidden, a role it allows gets past the guard (neither 401 nor 403). A route
// under app/api/admin that declares nothing, and an admin page that does not, fail here.
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;
// Public or self-checking by design: the sign-in, the session check, the sign-out and the invitation's answer.
const publicAdminRoutes = new Set(
  ["api/admin/login/route.ts", "api/admin/check/route.ts", "api/admin/logout/route.ts", "api/admin/team/join/route.ts"].map((file) => path.normalize(file)),
);

const routeFiles = routeFilesUnder();

type Handler = ((request: Request, context: unknown) => Promise<Response>) & { access?: AdminRouteAccess };

/** A made-up value for each dynamic segment: ids no row has, so no call changes a real person or record. */
const madeUp = (name: string) => (name === "kind" ? "hero" : "999999");

/**
 * The issue's table written out by address, apart from the routes' own declarations, so a route
 * declared in the wrong section fails too. The longest matching prefix decides.
 */
const expectedSections: [prefix: string, section: string][] = [
  ["/api/admin/team", "team"],
  ["/api/admin/audit-events", "team"],
  ["/api/admin/settings", "site"],
  ["/api/admin/content", "site"],
  ["/api/admin/launch-checklist", "site"],
  ["/api/admin/demo-content", "site"],
  ["/api/admin/history", "site"],
  ["/api/client-logos", "site"],
  ["/api/newsletter", "site"],
  ["/api/adsense", "site"],
  ["/api/reviews/auth-url", "site"],
  ["/api/reviews/callback", "site"],
  ["/api/admin/gallery", "media"],
  ["/api/admin/media", "media"],
  ["/api/music-tracks", "media"],
  ["/api/contacts", "enquiries"],
  ["/api/admin/availability", "enquiries"],
  ["/api/admin/calendar-feed", "enquiries"],
  ["/api/admin/outbox", "enquiries"],
  ["/api/contacts/999999/quote", "quotes"],
  ["/api/admin/quotes/999999/cancel", "quotes"],
  ["/api/admin/quotes/999999/bill-to", "quotes"],
  ["/api/admin/payments", "payments"],
  ["/api/admin/quotes/999999/payments", "payments"],
  ["/api/admin/quotes/999999/refund", "payments"],
  ["/api/admin/contacts/999999/documents", "payments"],
  ["/api/admin/repertoire", "plans"],
  ["/api/admin/quotes/999999/plan", "plans"],
  // Issue 63: players and lineups are the players section; what they are paid, payments.
  ["/api/admin/players", "players"],
  ["/api/admin/contacts/999999/lineup", "players"],
  ["/api/admin/contacts/999999/lineup/payouts", "payments"],
  ["/api/admin/contacts/999999/expenses", "payments"],
  ["/api/analytics", "insights"],
  ["/api/adsense/revenue", "insights"],
  ["/api/reviews", "insights"],
  ["/api/admin/password", "self"],
  ["/api/admin/two-factor", "self"],
  ["/api/admin/sessions", "self"],
  ["/api/admin/push", "self"],
  ["/api/admin/alert-number", "self"],
  ["/admin/help", "self"],
  // Issue 66: a person's data, found and erased by the owner and the manager.
  ["/api/admin/privacy", "privacy"],
];

function expectedSectionOf(url: string): string | undefined {
  const matches = expectedSections.filter(([prefix]) => url === prefix || url.startsWith(`${prefix}/`));
  return matches.sort((a, b) => b[0].length - a[0].length)[0]?.[1];
}

const declared: { file: string; method: string; handler: Handler; access: AdminRouteAccess }[] = [];
const cookies = new Map<Role, string>();

beforeAll(async () => {
  for (const file of routeFiles) {
    const routeModule = (await import(path.join(appDir, file))) as Record<string, unknown>;
    for (const method of METHODS) {
      const handler = routeModule[method] as Handler | undefined;
      if (handler?.access) declared.push({ file, method, handler, access: handler.access });
    }
  }
  await resetDatabase();
  for (const role of roles) cookies.set(role, (await signedInMember(`matrix-${role}`, role)).cookie);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterAll(() => {
  vi.restoreAllMocks();
});

describe("every admin route declares its section", () => {
  it("finds the routes", () => {
    expect(declared.length).toBeGreaterThanOrEqual(90);
  });

  it.each(routeFiles.filter((file) => file.startsWith(`api${path.sep}admin${path.sep}`) && !publicAdminRoutes.has(file)))("%s", async (file) => {
    const routeModule = (await import(path.join(appDir, file))) as Record<string, unknown>;
    const handlers = METHODS.filter((method) => typeof routeModule[method] === "function");
    expect(handlers.length, file).toBeGreaterThan(0);
    for (const method of handlers) expect((routeModule[method] as Handler).access, `${method} ${file} declares no section`).toBeDefined();
  });

  it("each route's section is the issue's", () => {
    const wrong = declared
      .filter(({ file, access }) => expectedSectionOf(urlOf(file, madeUp)) !== access.section)
      .map(({ file, method, access }) => `${method} ${urlOf(file, madeUp)}: ${access.section}, expected ${expectedSectionOf(urlOf(file, madeUp))}`);
    expect(wrong).toEqual([]);
  });

  it("every admin page declares the section it reads", () => {
    const pages = appFiles.filter((file) => file.startsWith(`(admin)${path.sep}`) && path.basename(file) === "page.tsx" && !file.includes(`${path.sep}join${path.sep}`));
    expect(pages.length).toBeGreaterThanOrEqual(18);
    for (const page of pages) expect(readFileSync(path.join(appDir, page), "utf8"), page).toMatch(/adminPageAccess\(\{[^}]*section: "[a-z-]+"/);
  });
});

describe("the route × role matrix", () => {
  it.each(roles)("%s", async (role) => {
    const cookie = cookies.get(role)!;
    const refused: string[] = [];
    const wronglyRefused: string[] = [];
    for (const { file, method, handler, access } of declared) {
      const mutating = method !== "GET" && method !== "HEAD";
      const call = request(method, urlOf(file, madeUp), { cookie, origin: "http://localhost:3000", ...(mutating ? { body: {} } : {}) });
      const response = await handler(call, { params: Promise.resolve(paramsOf(file, madeUp)) });
      const allowed = can(role, access.section, access.access ?? accessOfMethod(method));
      const label = `${method} ${urlOf(file, madeUp)} (${access.section})`;
      if (!allowed) {
        if (response.status !== 403) refused.push(`${label}: ${response.status}`);
        else expect(((await response.json()) as { code: string }).code, label).toBe("forbidden");
      } else if (response.status === 401 || response.status === 403) {
        wronglyRefused.push(`${label}: ${response.status} ${await response.text()}`);
      }
    }
    expect(refused, `${role} reached routes outside its role`).toEqual([]);
    expect(wronglyRefused, `${role} was refused routes of its role`).toEqual([]);
  });
});
