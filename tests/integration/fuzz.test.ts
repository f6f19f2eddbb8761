import fc from "fast-check";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/admin/login/route";
import { POST as postContact } from "@/app/api/contacts/route";
import { POST as play } from "@/app/api/music-tracks/[id]/play/route";
import { POST as subscribe } from "@/app/api/newsletter/route";
import { POST as postAction } from "@/app/api/tracking/action/route";
import { POST as postVisit } from "@/app/api/tracking/visit/route";
import { submitEnquiryAction } from "@/lib/actions/submit-enquiry";
import { subscribeNewsletterAction } from "@/lib/actions/subscribe-newsletter";
import { unsubscribeAction } from "@/lib/actions/unsubscribe-newsletter";
import { db } from "@/lib/db";
import { resetDatabase } from "../support/db";
import { goodPayloads } from "../support/enquiries";
import { builtHeaderNames } from "../support/mail-headers";
import { testPasswordHash } from "../support/password";
import { request } from "../support/requests";

// Random and hostile input against every public endpoint and server action: never a 5xx (or a
// thrown action), never a partial write, never a header injected into a mail. Each request comes
// from a new address so the per-address limits do not hide the handlers behind 429s.
let addressCounter = 0;
const nextAddress = () => `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter++ & 255}`;
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": nextAddress() }) }));

const RUNS = Number(process.env.FUZZ_RUNS || 40);
vi.setConfig({ testTimeout: 120_000 });
const agent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const hostileText = fc.oneof(
  fc.string(),
  fc.constantFrom("Ada \ud800 Obi", "\udfff", "x\udc00\ud800y"),
  fc.string({ unit: "grapheme", maxLength: 80 }),
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.string({ minLength: 1000, maxLength: 5000 }),
  fc.constantFrom(
    "Ada\r\nBcc: victim@example.com",
    "x\nSubject: injected",
    "a@example.com\r\nBcc: victim@example.com",
    '"a\r\nb"@example.com',
    "\u0000",
    "\u202e\u0000\ud800",
    '=HYPERLINK("http://evil")',
    "<script>alert(1)</script>",
    "2099-02-30",
    "../../etc/passwd",
  ),
);
const hostile = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);
/** A good payload with some fields replaced by hostile values, or added. */
const mutated = (base: Record<string, unknown>) =>
  fc.dictionary(fc.constantFrom(...Object.keys(base), "source", "website", "formFillMs", "extra"), hostile, { maxKeys: 4 }).map((changes) => ({ ...base, ...changes }));
const deepJson = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const anyBody = (base: Record<string, unknown>) =>
  fc.oneof(
    { weight: 5, arbitrary: mutated(base).map((value) => JSON.stringify(value)) },
    fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
    fc.string(),
    fc.integer({ min: 10, max: 20_000 }).map(deepJson),
  );

async function counts() {
  const [contacts, outbox, newsletter, tracks] = await Promise.all([
    db.contact.count(),
    db.outbox.count(),
    db.newsletter.count(),
    db.musicTrack.aggregate({ _sum: { playCount: true } }),
  ]);
  return { contacts, outbox, newsletter, plays: tracks._sum.playCount ?? 0 };
}

/** Every outbox row written since `afterId` builds into a mail with only the app's own headers. */
async function mailsAreClean(afterId: number) {
  for (const row of await db.outbox.findMany({ where: { id: { gt: afterId } } })) await builtHeaderNames(row);
}

const lastOutboxId = async () => (await db.outbox.findFirst({ orderBy: { id: "desc" }, select: { id: true } }))?.id ?? 0;

beforeAll(resetDatabase);

describe("fuzzing the public endpoints", () => {
  it("POST /api/contacts: 201 with a whole enquiry and its mails (none while quarantined), or a 4xx and nothing written", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.values(goodPayloads)).chain(anyBody), fc.context(), async (body, context) => {
        const before = await counts();
        const since = await lastOutboxId();
        const response = await postContact(request("POST", "/api/contacts", { rawBody: body, headers: { "content-type": "application/json" }, ip: nextAddress() }));
        context.log(`${response.status} ${body.slice(0, 200)}`);
        expect(response.status).toBeLessThan(500);
        const after = await counts();
        if (response.status !== 201) {
          expect(after).toEqual(before);
          return;
        }
        const added = after.contacts - before.contacts;
        expect(added === 0 || added === 1).toBe(true);
        if (added) {
          const contact = await db.contact.findFirstOrThrow({ orderBy: { id: "desc" } });
          // Suspected spam is kept quarantined with its reason and sends nothing until restored.
          if (contact.quarantinedAt) expect(contact.spamReason).toBeTruthy();
          // The client's acknowledgement goes once a day per address (issue #31), so a repeated address adds only the band's notification.
          const acknowledged = contact.email ? await db.outbox.count({ where: { kind: "enquiry-acknowledgement", to: contact.email.toLowerCase(), id: { gt: since } } }) : 0;
          expect(after.outbox - before.outbox).toBe(contact.quarantinedAt ? 0 : 1 + acknowledged);
          if (contact.email && !contact.quarantinedAt && acknowledged === 0) {
            expect(await db.outbox.count({ where: { kind: "enquiry-acknowledgement", to: contact.email.toLowerCase() } })).toBeGreaterThan(0);
          }
        } else expect(after.outbox).toBe(before.outbox);
        await mailsAreClean(since);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it("POST /api/newsletter: a subscription and its mail, or a 4xx and nothing written", async () => {
    await fc.assert(
      fc.asyncProperty(anyBody({ email: "reader@example.com" }), async (body) => {
        const before = await counts();
        const since = await lastOutboxId();
        const response = await subscribe(request("POST", "/api/newsletter", { rawBody: body, headers: { "content-type": "application/json" }, ip: nextAddress() }));
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) expect(await counts()).toEqual(before);
        await mailsAreClean(since);
      }),
      { numRuns: RUNS },
    );
  });

  it("POST /api/tracking/visit and /action: 204 or a 4xx, never a 5xx", async () => {
    const visit = { pagePath: "/", visitorId: "visitor_fuzz", sessionId: "session_fuzz", pageTitle: "Home", timeOnPage: 3 };
    const action = { actionType: "click", pagePath: "/", visitorId: "visitor_fuzz", sessionId: "session_fuzz", actionData: "{}" };
    await fc.assert(
      fc.asyncProperty(fc.boolean(), anyBody(visit), anyBody(action), async (isVisit, visitBody, actionBody) => {
        const handler = isVisit ? postVisit : postAction;
        const response = await handler(
          request("POST", "/api/tracking/x", {
            rawBody: isVisit ? visitBody : actionBody,
            headers: { "content-type": "application/json", "user-agent": agent },
            ip: nextAddress(),
          }),
        );
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });

  it("POST /api/admin/login: never signs in with a wrong password, never a 5xx", async () => {
    await db.admin.create({ data: { username: "fuzzadmin", passwordHash: await testPasswordHash("the real password") } });
    await fc.assert(
      fc.asyncProperty(anyBody({ username: "fuzzadmin", password: "not it" }), async (body) => {
        const response = await login(request("POST", "/api/admin/login", { rawBody: body, headers: { "content-type": "application/json" }, ip: nextAddress() }));
        expect(response.status).toBeLessThan(500);
        expect(response.status).not.toBe(200);
      }),
      { numRuns: Math.ceil(RUNS / 4) },
    );
  });

  it("POST /api/music-tracks/{id}/play: any id answers 200, 400, 404 or 429, and counts at most one play", async () => {
    const track = await db.musicTrack.create({ data: { title: "Song", artist: "Band", fileUrl: "/api/media/x.mp3", storageKey: "x.mp3", fileSize: 1, mimeType: "audio/mpeg" } });
    const id = fc.oneof(fc.constant(String(track.id)), hostileText, fc.integer().map(String), fc.double().map(String));
    await fc.assert(
      fc.asyncProperty(id, async (value) => {
        const before = await counts();
        const response = await play(request("POST", "/x", { ip: nextAddress() }), { params: Promise.resolve({ id: value }) });
        expect([200, 400, 404, 429]).toContain(response.status);
        expect((await counts()).plays - before.plays).toBe(response.status === 200 ? 1 : 0);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("fuzzing the server actions", () => {
  const formDataOf = (fields: Record<string, unknown>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, typeof value === "string" ? value : (JSON.stringify(value) ?? ""));
    return form;
  };
  const idle = { status: "idle" } as const;

  it("submitEnquiryAction and subscribeNewsletterAction: a typed result, whole writes only, clean mails", async () => {
    const sources = Object.entries(goodPayloads).map(([formSource, fields]) => ({ ...fields, formSource }));
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.oneof(...sources.map(mutated)), mutated({ email: "reader@example.com" }), async (isEnquiry, enquiry, signUp) => {
        const before = await counts();
        const since = await lastOutboxId();
        const state = isEnquiry ? await submitEnquiryAction(idle as never, formDataOf(enquiry)) : await subscribeNewsletterAction(idle as never, formDataOf(signUp));
        expect(["success", "error"]).toContain(state.status);
        if (state.status === "error") expect(await counts()).toEqual(before);
        await mailsAreClean(since);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it("answers a typed result when called by hand with anything but a form", async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (argument) => {
        const before = await counts();
        expect((await submitEnquiryAction(idle as never, argument as FormData)).status).toBe("error");
        expect((await subscribeNewsletterAction(idle as never, argument as FormData)).status).toBe("error");
        expect((await unsubscribeAction({ done: false }, argument as FormData)).done).toBe(true);
        expect(await counts()).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  });

  it("unsubscribeAction: any token ends at most one subscription and never throws", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostileText, fc.constant(undefined)), async (token) => {
        const form = new FormData();
        if (token !== undefined) form.append("token", token);
        const state = await unsubscribeAction({ done: false }, form);
        expect(state.done).toBe(true);
      }),
      // PostgreSQL refuses a NUL byte in a text parameter: always try one.
      { numRuns: RUNS, examples: [["\u0000"], ["\u202e\u0000\ud800"]] },
    );
  });
});
