import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as restoreRoute } from "@/app/api/contacts/[id]/restore/route";
import { PATCH as patchContact } from "@/app/api/contacts/[id]/route";
import { GET as listContacts, POST as postContact } from "@/app/api/contacts/route";
import { GET as spamCount } from "@/app/api/contacts/spam/route";
import { drainOutbox } from "@/lib/delivery/drain";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { goodPayloads } from "../support/enquiries";
import { request } from "../support/requests";
import { decodedBody, startSmtpServer } from "../support/smtp";

const none = { params: Promise.resolve({}) };
const withId = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });

beforeEach(async () => {
  await resetDatabase();
  vi.stubEnv("NOTIFY_TO", "bookings@band.example");
  vi.stubEnv("MAIL_FROM", "website@band.example");
});

afterEach(() => vi.unstubAllEnvs());

describe("suspected spam", () => {
  it("is held out of the inbox and the mail, listed under Spam, and once restored sends its notifications", async () => {
    const smtp = await startSmtpServer();
    vi.stubEnv("SMTP_URL", smtp.url);
    try {
      // A real client whose browser autofilled the hidden field.
      const autofilled = await postContact(request("POST", "/api/contacts", { body: { ...goodPayloads.home, website: "https://adaeze.example" }, ip: "192.0.2.61" }));
      expect(autofilled.status).toBe(201);
      await postContact(request("POST", "/api/contacts", { body: goodPayloads.contact, ip: "192.0.2.62" }));
      expect(await drainOutbox()).toMatchObject({ sent: 2 }); // only the genuine enquiry's two mails
      expect(smtp.received.map((mail) => decodedBody(mail.raw)).join()).not.toContain(goodPayloads.home.name);

      const cookie = await signedInAdminCookie();
      const list = async (query: string) =>
        (await (await listContacts(request("GET", `/api/contacts${query}`, { cookie }), none)).json()) as { id: number; name: string; spamReason: string | null; status: string }[];
      expect((await list("")).map((contact) => contact.name)).toEqual([goodPayloads.contact.name]);
      expect((await list("?status=new")).map((contact) => contact.name)).toEqual([goodPayloads.contact.name]);
      const spam = await list("?folder=spam");
      expect(spam).toHaveLength(1);
      // The inbox says how many wait in the spam folder; a stranger is not told.
      const held = async () => (await (await spamCount(request("GET", "/api/contacts/spam", { cookie }), none)).json()) as { held: number };
      expect(await held()).toEqual({ held: 1 });
      expect((await spamCount(request("GET", "/api/contacts/spam"), none)).status).toBe(401);
      expect(spam[0]).toMatchObject({ name: goodPayloads.home.name, status: "new" });
      expect(spam[0]!.spamReason).toMatch(/hidden anti-spam field/);
      expect((await listContacts(request("GET", "/api/contacts?folder=junk", { cookie }), none)).status).toBe(400);
      // A held enquiry's status cannot be changed before it is restored.
      expect((await patchContact(request("PATCH", `/api/contacts/${spam[0]!.id}`, { cookie, body: { status: "booked" } }), withId(spam[0]!.id))).status).toBe(404);

      const restore = (id: number | string, options: { cookie?: string; origin?: string } = { cookie }) =>
        restoreRoute(request("POST", `/api/contacts/${id}/restore`, options), withId(id));
      expect((await restore(spam[0]!.id, {})).status).toBe(401);
      expect((await restore(spam[0]!.id, { cookie, origin: "https://evil.example" })).status).toBe(403);
      expect((await restore("x")).status).toBe(400);
      expect((await restore(spam[0]!.id + 100)).status).toBe(404);

      expect((await restore(spam[0]!.id)).status).toBe(200);
      expect((await restore(spam[0]!.id)).status).toBe(404); // already in the inbox
      expect(await list("?folder=spam")).toEqual([]);
      expect(await held()).toEqual({ held: 0 });
      expect((await list("")).map((contact) => contact.name).sort()).toEqual([goodPayloads.home.name, goodPayloads.contact.name].sort());

      expect(await drainOutbox()).toMatchObject({ sent: 2 });
      const restoredMails = smtp.received.slice(2);
      expect(restoredMails.map((mail) => mail.to[0]).sort()).toEqual(["adaeze@example.com", "bookings@band.example"]);
      expect(decodedBody(restoredMails.find((mail) => mail.to[0] === "bookings@band.example")!.raw)).toContain(goodPayloads.home.name);
      expect(await drainOutbox()).toMatchObject({ sent: 0 });
      expect(smtp.received).toHaveLength(4);
    } finally {
      await smtp.close();
    }
  });
});
