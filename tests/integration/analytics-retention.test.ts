import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { analyticsRetentionMonths, pruneOldAnalytics, retentionCutoff } from "@/lib/tracking/retention";
import { resetDatabase } from "../support/db";

// Analytics cannot fill the disk (issue #31): raw visits and actions older than the retention
// period are deleted, and the daily counts the dashboards chart are kept as they were.

beforeEach(async () => {
  await resetDatabase();
  await db.websiteTrafficDaily.deleteMany(); // kept by triggers, not emptied by resetDatabase
});

const NOW = new Date("2026-11-24T12:00:00Z");
const visit = (visitedAt: string, referrer = "https://google.com") =>
  db.websiteTraffic.create({ data: { pagePath: "/", visitedAt: new Date(visitedAt), createdAt: new Date(visitedAt), referrer, deviceClass: "phone" } });

describe("analytics retention", () => {
  it("is 13 months unless the band's retention setting says otherwise", async () => {
    expect(await analyticsRetentionMonths()).toBe(13);
    await db.siteSetting.create({ data: { key: "retention", value: JSON.stringify({ unbookedEnquiryMonths: 24, whatsappMonths: 24, analyticsMonths: 6 }) } });
    expect(await analyticsRetentionMonths()).toBe(6);
    expect(retentionCutoff(NOW, 13).toISOString()).toBe("2025-10-23T23:00:00.000Z");
  });

  it("deletes raw rows older than the period and keeps every daily count", async () => {
    await visit("2025-01-10T10:00:00Z");
    await visit("2025-01-10T11:00:00Z");
    await visit("2025-01-11T10:00:00Z", "");
    await visit("2026-11-20T10:00:00Z");
    await db.websiteAction.create({ data: { actionType: "click", pagePath: "/", createdAt: new Date("2025-01-10T10:00:00Z") } });
    await db.websiteAction.create({ data: { actionType: "click", pagePath: "/", createdAt: new Date("2026-11-20T10:00:00Z") } });
    const countsBefore = await db.websiteTrafficDaily.findMany({ orderBy: [{ day: "asc" }, { referrer: "asc" }] });
    expect(countsBefore.map((row) => [row.day, row.views])).toEqual([
      ["2025-01-10", 2],
      ["2025-01-11", 1],
      ["2026-11-20", 1],
    ]);

    expect(await pruneOldAnalytics(NOW)).toEqual({ visits: 3, actions: 1 });
    expect(await db.websiteTraffic.count()).toBe(1);
    expect(await db.websiteAction.count()).toBe(1);
    expect(await db.websiteTrafficDaily.findMany({ orderBy: [{ day: "asc" }, { referrer: "asc" }] })).toEqual(countsBefore);
    expect(await pruneOldAnalytics(NOW)).toEqual({ visits: 0, actions: 0 });
  });
});
