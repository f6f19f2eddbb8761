import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { db } from "@/lib/db";
import { closeRedis } from "@/lib/redis/connection";
import { signedInAdminCookie, signedInMember } from "../support/admin";
import { resetDatabase } from "../support/db";
import { request } from "../support/requests";

// Issue 65, item 1: GET /api/health says ok or down to anyone, and the details to the cron
// secret's holder or an owner: what is off, down or stuck.

const SECRET = "health-cron-secret-0123456789";
const ask = async (headers: Record<string, string> = {}, cookie?: string) => {
  const response = await health(request("GET", "/api/health", { headers, cookie }));
  return { status: response.status, cache: response.headers.get("cache-control"), body: (await response.json()) as Record<string, unknown> };
};
const asOperator = () => ask({ authorization: `Bearer ${SECRET}` });
const forgetStorageProbe = () => delete (globalThis as { bandStorageProbe?: unknown }).bandStorageProbe;

beforeEach(async () => {
  await resetDatabase();
  forgetStorageProbe();
  vi.stubEnv("CRON_SECRET", SECRET);
  vi.stubEnv("SMTP_URL", "");
  vi.stubEnv("WHATSAPP_ACCESS_TOKEN", "");
  vi.stubEnv("REDIS_URL", "");
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  forgetStorageProbe();
  await closeRedis();
});

describe("GET /api/health", () => {
  it("answers anyone ok and nothing more, never cached", async () => {
    expect(await ask()).toEqual({ status: 200, cache: "no-store", body: { status: "ok" } });
    // A wrong secret, or a signed-in role other than the owner, gets the same short answer.
    expect((await ask({ authorization: "Bearer wrong" })).body).toEqual({ status: "ok" });
    const desk = await signedInMember("desk", "front-desk");
    expect((await ask({}, desk.cookie)).body).toEqual({ status: "ok" });
  });

  it("gives the cron secret's holder and an owner the details", async () => {
    const details = await asOperator();
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      status: "ok",
      checks: { database: "ok", storage: "ok", redis: "off", email: "off", whatsapp: "off", push: "off" },
      outbox: { pending: 0, failed: 0, oldestPendingMinutes: 0 },
      alerts: { failedLast24h: 0 },
      backup: { lastAt: null, where: null, bytes: null },
    });
    const owner = await signedInAdminCookie();
    expect((await ask({}, owner)).body).toHaveProperty("checks");
  });

  it("is degraded while the outbox is stuck, and counts the alerts that failed in the last day", async () => {
    const due = new Date(Date.now() - 40 * 60_000);
    await db.outbox.create({ data: { kind: "enquiry-notification", to: "band@example.com", subject: "New enquiry", text: "…", createdAt: due, nextAttemptAt: due } });
    await db.outbox.create({
      data: {
        kind: "whatsapp-alert",
        channel: "whatsapp",
        to: "2348030000111",
        subject: "WhatsApp alert",
        text: "…",
        failedAt: new Date(),
        lastError: "(#131026) Message undeliverable",
      },
    });
    const { body } = await asOperator();
    expect(body).toMatchObject({ status: "degraded", outbox: { pending: 1, failed: 1 }, alerts: { failedLast24h: 1 } });
    expect((body.outbox as { oldestPendingMinutes: number }).oldestPendingMinutes).toBeGreaterThanOrEqual(40);
    // The public answer stays ok: enquiries are still taken.
    expect((await ask()).body).toEqual({ status: "ok" });
  });

  it("is degraded with Redis configured but unreachable", async () => {
    await closeRedis();
    vi.stubEnv("REDIS_URL", "redis://127.0.0.1:1");
    const { status, body } = await asOperator();
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "degraded", checks: { redis: "down", database: "ok" } });
  });

  it("answers 503 down when uploads cannot be written or the database does not answer", async () => {
    // A bucket nothing listens for: the probe's write is refused.
    vi.stubEnv("S3_BUCKET", "band-uploads");
    vi.stubEnv("S3_ENDPOINT", "http://127.0.0.1:1");
    vi.stubEnv("S3_REGION", "us-east-1");
    vi.stubEnv("S3_ACCESS_KEY_ID", "key");
    vi.stubEnv("S3_SECRET_ACCESS_KEY", "secret");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await ask()).toMatchObject({ status: 503, body: { status: "down" } });
    expect((await asOperator()).body).toMatchObject({ status: "down", checks: { storage: "down", database: "ok" } });
    vi.unstubAllEnvs();
    vi.stubEnv("CRON_SECRET", SECRET);
    forgetStorageProbe();

    // The database's connection refused (a fault injected where the query is made).
    vi.spyOn(db, "$queryRaw").mockRejectedValue(new Error("Can't reach database server"));
    expect(await ask()).toMatchObject({ status: 503, body: { status: "down" } });
    const down = await asOperator();
    expect(down).toMatchObject({ status: 503, body: { status: "down", checks: { database: "down", storage: "ok" } } });
  });
});
