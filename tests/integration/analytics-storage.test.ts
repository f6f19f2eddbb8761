import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as postContact } from "@/app/api/contacts/route";
import { GET as storageRoute } from "@/app/api/analytics/storage/route";
import { POST as postVisit } from "@/app/api/tracking/visit/route";
import { db } from "@/lib/db";
import { trackingIdle } from "@/lib/tracking/ingest";
import { analyticsStorage } from "@/lib/tracking/storage-guard";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { goodPayloads } from "../support/enquiries";
import { request } from "../support/requests";

// Analytics cannot fill the disk enquiries are stored on (issue #31): past a size limit tracking
// drops its events (204, nothing stored) while an enquiry is still accepted; long fields are cut to
// what the dashboards show.

const person = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
let clock = Date.now();
let counter = 0;
const visit = (extra: Record<string, unknown> = {}) =>
  postVisit(
    request("POST", "/api/tracking/visit", {
      body: { pagePath: "/", visitorId: `visitor_s${++counter}`, sessionId: "session_s", userAgent: person, ...extra },
      headers: { "user-agent": person },
      ip: `192.0.2.${counter % 250}`,
    }),
  );
/** The guard checks at most once a minute: move past that. */
const aMinuteLater = () => vi.setSystemTime((clock += 61_000));

beforeEach(async () => {
  await resetDatabase();
  vi.useFakeTimers({ toFake: ["Date"] });
  aMinuteLater();
});
afterEach(() => {
  delete process.env.ANALYTICS_MAX_MB;
  vi.useRealTimers();
});

describe("the analytics storage guard", () => {
  it("drops tracking events once the analytics are over their limit, and still stores an enquiry", async () => {
    expect((await visit()).status).toBe(204);
    await trackingIdle();
    expect(await db.websiteTraffic.count()).toBe(1);

    process.env.ANALYTICS_MAX_MB = "0.00001"; // about 10 bytes: already over
    aMinuteLater();
    expect((await visit()).status).toBe(204);
    await trackingIdle();
    expect(await db.websiteTraffic.count()).toBe(1);
    const enquiry = await postContact(request("POST", "/api/contacts", { body: goodPayloads.contact, ip: "192.0.2.251" }));
    expect(enquiry.status).toBe(201);
    expect(await db.contact.count()).toBe(1);

    delete process.env.ANALYTICS_MAX_MB;
    aMinuteLater();
    expect((await visit()).status).toBe(204);
    await trackingIdle();
    expect(await db.websiteTraffic.count()).toBe(2);
  });

  it("reports the stored size and the limits", async () => {
    const storage = await analyticsStorage();
    expect(storage.limitBytes).toBe(2048 * 1024 * 1024);
    expect(storage.analyticsBytes).toBeGreaterThanOrEqual(0);
  });

  it("cuts long fields to what the dashboards show", async () => {
    expect((await visit({ pageTitle: "T".repeat(300), referrer: `https://example.com/${"r".repeat(900)}` })).status).toBe(204);
    await trackingIdle();
    const row = await db.websiteTraffic.findFirstOrThrow();
    expect(row.pageTitle).toHaveLength(120);
    expect(row.referrer).toHaveLength(300);
  });
});

describe("GET /api/analytics/storage", () => {
  it("tells the admin the stored size and the retention, and nobody else", async () => {
    expect((await storageRoute(request("GET", "/api/analytics/storage"), { params: Promise.resolve({}) })).status).toBe(401);
    const response = await storageRoute(request("GET", "/api/analytics/storage", { cookie: await signedInAdminCookie() }), { params: Promise.resolve({}) });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ retentionMonths: 13, limitBytes: 2048 * 1024 * 1024, analyticsBytes: expect.any(Number) });
  });
});
