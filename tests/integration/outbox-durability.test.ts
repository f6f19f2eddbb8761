import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as postContact } from "@/app/api/contacts/route";
import { POST as retryRoute } from "@/app/api/admin/outbox/[id]/retry/route";
import { GET as outboxRoute } from "@/app/api/admin/outbox/route";
import { db } from "@/lib/db";
import { claimMs, drainOutbox, MAX_ATTEMPTS, retryDelayMs } from "@/lib/delivery/drain";
import { signedInAdminCookie } from "../support/admin";
import { isPostgres, resetDatabase } from "../support/db";
import { goodPayloads } from "../support/enquiries";
import { request } from "../support/requests";
import { startSmtpServer } from "../support/smtp";

const quickTimeouts = { connection: 500, greeting: 500, socket: 1000 };
const minutesFromNow = (minutes: number) => () => new Date(Date.now() + minutes * 60_000);
const withId = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });

async function enquiry(ip: string) {
  const response = await postContact(request("POST", "/api/contacts", { body: { ...goodPayloads.quote, source: "quote" }, ip }));
  expect(response.status).toBe(201);
}

// A real database error on the "sent" bookkeeping, as a full disk or a lost connection would give.
async function refuseSentMarks() {
  if (isPostgres()) {
    await db.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION refuse_sent_mark() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'database unavailable (test)'; END $$ LANGUAGE plpgsql`);
    await db.$executeRawUnsafe(`CREATE TRIGGER refuse_sent_mark BEFORE UPDATE ON outbox FOR EACH ROW WHEN (NEW."sentAt" IS NOT NULL) EXECUTE FUNCTION refuse_sent_mark()`);
  } else {
    await db.$executeRawUnsafe(
      `CREATE TRIGGER refuse_sent_mark BEFORE UPDATE ON outbox WHEN NEW."sentAt" IS NOT NULL BEGIN SELECT RAISE(ABORT, 'database unavailable (test)'); END`,
    );
  }
}
const allowSentMarks = () => db.$executeRawUnsafe(isPostgres() ? `DROP TRIGGER IF EXISTS refuse_sent_mark ON outbox` : `DROP TRIGGER IF EXISTS refuse_sent_mark`);

beforeEach(async () => {
  await allowSentMarks();
  await resetDatabase();
  vi.stubEnv("NOTIFY_TO", "bookings@band.example");
  vi.stubEnv("MAIL_FROM", "website@band.example");
});

afterEach(() => vi.unstubAllEnvs());

describe("exactly-once mail", () => {
  it("gives up on a server that stalls, long before the claim ends, and delivers once later", async () => {
    const smtp = await startSmtpServer(0, { stallConnections: 1 });
    vi.stubEnv("SMTP_URL", smtp.url);
    try {
      await enquiry("192.0.2.41");
      const stalledDrain = await drainOutbox({ smtpTimeouts: quickTimeouts });
      expect(stalledDrain).toEqual({ configured: true, sent: 0, failed: 1 });
      const row = await db.outbox.findFirstOrThrow();
      expect(row).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
      expect(row.lastError).toMatch(/greeting|timeout/i);
      smtp.releaseStalled();

      // Past both the claim and the back-off, two drains race: the message goes out once.
      const later = minutesFromNow((claimMs() + retryDelayMs(1)) / 60_000 + 1);
      const results = await Promise.all([drainOutbox({ now: later }), drainOutbox({ now: later })]);
      expect(results[0]!.sent + results[1]!.sent).toBe(1);
      expect(await drainOutbox({ now: minutesFromNow(24 * 60) })).toMatchObject({ sent: 0 });
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it("retries the bookkeeping, not the mail, when the database fails after a send", async () => {
    const smtp = await startSmtpServer();
    vi.stubEnv("SMTP_URL", smtp.url);
    vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await enquiry("192.0.2.42");
      await refuseSentMarks();
      const drain = drainOutbox();
      await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 10_000 });
      // The mail is out while its "sent" mark is still refused; the database then recovers.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await db.outbox.count({ where: { sentAt: { not: null } } })).toBe(0);
      await allowSentMarks();
      expect(await drain).toEqual({ configured: true, sent: 1, failed: 0 });
      expect(await db.outbox.findFirstOrThrow()).toMatchObject({ attempts: 1, lastError: null });

      expect(await drainOutbox({ now: minutesFromNow(24 * 60) })).toMatchObject({ sent: 0, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      // The same Message-ID on every attempt, so a resend after a crash shows once in a mail client.
      const row = await db.outbox.findFirstOrThrow();
      expect(smtp.received[0]!.raw).toContain(`Message-ID: <outbox-${row.id}-${row.createdAt.getTime()}@band.example>`);
    } finally {
      vi.restoreAllMocks();
      await allowSentMarks();
      await smtp.close();
    }
  });

  it("marks a message failed after its last attempt, and the admin's Retry sends it", async () => {
    vi.stubEnv("SMTP_URL", "smtp://127.0.0.1:9"); // nothing listens there
    await enquiry("192.0.2.43");
    await db.outbox.updateMany({ data: { attempts: MAX_ATTEMPTS - 1 } });
    expect(await drainOutbox()).toMatchObject({ failed: 1 });
    const failed = await db.outbox.findFirstOrThrow();
    expect(failed.failedAt).not.toBeNull();
    expect(failed.attempts).toBe(MAX_ATTEMPTS);
    // Never tried again on its own, however late.
    expect(await drainOutbox({ now: minutesFromNow(30 * 24 * 60) })).toMatchObject({ sent: 0, failed: 0 });

    const cookie = await signedInAdminCookie();
    const status = await (await outboxRoute(request("GET", "/api/admin/outbox", { cookie }), { params: Promise.resolve({}) })).json();
    expect(status).toMatchObject({ failed: 1, pending: 0 });
    expect(status.recent[0]).toMatchObject({ id: failed.id, attempts: MAX_ATTEMPTS });

    const retry = (id: number | string, options: { cookie?: string; origin?: string } = { cookie }) =>
      retryRoute(request("POST", `/api/admin/outbox/${id}/retry`, options), withId(id));
    expect((await retry(failed.id, {})).status).toBe(401);
    expect((await retry(failed.id, { cookie, origin: "https://evil.example" })).status).toBe(403);
    expect((await retry("abc")).status).toBe(400);
    expect((await retry(failed.id + 1000)).status).toBe(404);

    const smtp = await startSmtpServer();
    vi.stubEnv("SMTP_URL", smtp.url);
    try {
      const response = await retry(failed.id);
      expect(response.status).toBe(200);
      expect(await db.outbox.findFirstOrThrow()).toMatchObject({ failedAt: null, attempts: 0 });
      expect((await retry(failed.id)).status).toBe(404); // no longer failed
      expect(await drainOutbox()).toMatchObject({ sent: 1 });
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });
});
