import { readableDate } from "@/lib/dates/readable";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as cron } from "@/app/api/cron/outbox/route";
import { POST as postContact } from "@/app/api/contacts/route";
import { db } from "@/lib/db";
import { drainOutbox, retryDelayMs } from "@/lib/delivery/drain";
import { outboxStatus } from "@/lib/delivery/status";
import { freePort } from "../../scripts/lib/run.mjs";
import { resetDatabase } from "../support/db";
import { goodPayloads } from "../support/enquiries";
import { request } from "../support/requests";
import { decodedBody, startSmtpServer } from "../support/smtp";

const enquire = (body: unknown, ip: string) => postContact(request("POST", "/api/contacts", { body, ip }));

beforeEach(async () => {
  await resetDatabase();
  vi.stubEnv("NOTIFY_TO", "bookings@band.example");
  vi.stubEnv("MAIL_FROM", "website@band.example");
});

afterEach(() => vi.unstubAllEnvs());

describe("the outbox against a real SMTP server", () => {
  it("mails the band the enquiry's details and acknowledges the client", async () => {
    const smtp = await startSmtpServer();
    vi.stubEnv("SMTP_URL", smtp.url);
    try {
      expect((await enquire({ ...goodPayloads.contact, name: "Ọlá Bankole" }, "192.0.2.31")).status).toBe(201);
      expect(await drainOutbox()).toEqual({ configured: true, sent: 2, failed: 0 });

      const toBand = smtp.received.find((mail) => mail.to.includes("bookings@band.example"));
      expect(toBand).toBeDefined();
      const body = decodedBody(toBand!.raw);
      for (const detail of ["Bankole", "Eko Hotel, Victoria Island", "400", `Event date: ${readableDate(goodPayloads.contact.eventDate)}`, "08030000002"]) {
        expect(body).toContain(detail);
      }
      const toClient = smtp.received.find((mail) => mail.to.includes("tunde@example.com"));
      expect(decodedBody(toClient!.raw)).toMatch(/within 24 hours/);
      // The date as people read it, never the machine's 2027-02-23.
      expect(decodedBody(toClient!.raw)).toContain(`about your concert on ${readableDate(goodPayloads.contact.eventDate)}`);
      expect(decodedBody(toClient!.raw)).not.toContain(goodPayloads.contact.eventDate);
      expect(toClient!.from).toBe("website@band.example");
      expect(await db.outbox.count({ where: { sentAt: null } })).toBe(0);
    } finally {
      await smtp.close();
    }
  });

  it("lets the band reply to the client and the client to the band, both mails from the band's name", async () => {
    const smtp = await startSmtpServer();
    vi.stubEnv("SMTP_URL", smtp.url);
    try {
      expect((await enquire({ ...goodPayloads.contact, name: 'Ada "Eze", Lagos' }, "192.0.2.35")).status).toBe(201);
      await drainOutbox();
      const headerOf = (raw: string, name: string) => {
        const head = raw.split("\r\n\r\n")[0]!.replace(/\r\n[ \t]+/g, " ");
        return head
          .split("\r\n")
          .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
          ?.slice(name.length + 1)
          .trim();
      };
      const toBand = smtp.received.find((mail) => mail.to.includes("bookings@band.example"))!;
      expect(headerOf(toBand.raw, "Reply-To")).toBe('"Ada \\"Eze\\", Lagos" <tunde@example.com>');
      expect(headerOf(toBand.raw, "From")).toBe('"Eko Live Band & Entertainment" <website@band.example>');
      const toClient = smtp.received.find((mail) => mail.to.includes("tunde@example.com"))!;
      expect(headerOf(toClient.raw, "Reply-To")).toBe('"Eko Live Band & Entertainment" <bookings@band.example>');
      expect(headerOf(toClient.raw, "From")).toBe('"Eko Live Band & Entertainment" <website@band.example>');
    } finally {
      await smtp.close();
    }
  });

  it("keeps a message while the mail server is down and delivers it exactly once when it is back", async () => {
    const port = await freePort();
    vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${port}`);
    await enquire({ ...goodPayloads.quote, source: "quote" }, "192.0.2.32");

    const down = await drainOutbox();
    expect(down).toEqual({ configured: true, sent: 0, failed: 1 });
    const waiting = await db.outbox.findFirstOrThrow();
    expect(waiting).toMatchObject({ attempts: 1, sentAt: null });
    expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: a drain now leaves it alone.
    expect(await drainOutbox()).toEqual({ configured: true, sent: 0, failed: 0 });

    const smtp = await startSmtpServer(port);
    try {
      const later = () => new Date(Date.now() + retryDelayMs(1) + 1000);
      const [first, second] = await Promise.all([drainOutbox({ now: later }), drainOutbox({ now: later })]);
      expect(first.sent + second.sent).toBe(1);
      expect(await drainOutbox({ now: later })).toMatchObject({ sent: 0 });
      expect(smtp.received).toHaveLength(1);
      expect(decodedBody(smtp.received[0]!.raw)).toContain("Chinedu Eze");
      expect(await db.outbox.findFirstOrThrow()).toMatchObject({ attempts: 2, lastError: null });
    } finally {
      await smtp.close();
    }
  });

  it("backs off longer after each failure, up to an hour", () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(3)).toBe(120_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it("without SMTP_URL, messages wait and the admin is told email is not configured", async () => {
    vi.stubEnv("SMTP_URL", "");
    await enquire(goodPayloads.home, "192.0.2.33");
    expect(await drainOutbox()).toEqual({ configured: false, sent: 0, failed: 0 });
    const status = await outboxStatus();
    expect(status).toMatchObject({ emailConfigured: false, pending: 2, sent: 0 });
    expect(status.recent[0]).toMatchObject({ sentAt: null, attempts: 0 });
  });
});

describe("GET /api/cron/outbox", () => {
  const call = (authorization?: string) => cron(request("GET", "/api/cron/outbox", { headers: authorization ? { authorization } : {} }));

  it("needs CRON_SECRET to be set and to match", async () => {
    vi.stubEnv("CRON_SECRET", "");
    expect((await call("Bearer anything")).status).toBe(503);
    vi.stubEnv("CRON_SECRET", "cron-secret-value");
    expect((await call()).status).toBe(401);
    expect((await call("Bearer wrong")).status).toBe(401);
  });

  it("drains the outbox for a scheduler with the secret", async () => {
    vi.stubEnv("CRON_SECRET", "cron-secret-value");
    const smtp = await startSmtpServer();
    vi.stubEnv("SMTP_URL", smtp.url);
    try {
      await enquire({ ...goodPayloads.quote, source: "quote" }, "192.0.2.34");
      const response = await call("Bearer cron-secret-value");
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        configured: true,
        sent: 1,
        failed: 0,
        reminders: 0,
        replyReminders: 0,
        planReminders: 0,
        gigReminders: 0,
        fallbacks: 0,
        refundLookups: 0,
        blobsRemoved: 0,
      });
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });
});
