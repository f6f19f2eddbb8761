import { beforeEach, describe, expect, it, vi } from "vitest";
import { GET as listQuotes, POST as createQuote } from "@/app/api/contacts/[id]/quote/route";
import { POST as accept } from "@/app/api/booking/[token]/accept/route";
import { POST as pay } from "@/app/api/booking/[token]/pay/route";
import { termsOfService } from "@/fixed/legal";
import { db } from "@/lib/db";
import { currentBookingTerms, termsHash } from "@/lib/payments/agreement";
import { FAKE_PAYSTACK_SECRET } from "../fakes/paystack";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { future } from "../support/enquiries";
import { request } from "../support/requests";

// The agreement before paying (issue 47, item 2): the quote keeps the terms in force when it was
// sent; the client accepts them with their full name and the box before Pay deposit.

const withId = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });
const withToken = (token: string) => ({ params: Promise.resolve({ token }) });
let cookie = "";

async function sentQuote(name = "Ada Obi") {
  const contact = await db.contact.create({ data: { name, phone: "+2348031234567", eventType: "wedding", eventDate: future(50), source: "contact" } });
  const response = await createQuote(request("POST", `/api/contacts/${contact.id}/quote`, { cookie, body: { total: 600_000 } }), withId(contact.id));
  expect(response.status).toBe(201);
  return { contact, quote: ((await response.json()) as { quote: { token: string } }).quote };
}

const acceptAs = (token: string, body: unknown, headers: Record<string, string> = {}, ip = "192.0.2.77") =>
  accept(request("POST", `/api/booking/${token}/accept`, { body, headers, ip }), withToken(token));

beforeEach(async () => {
  await resetDatabase();
  cookie = await signedInAdminCookie();
  vi.stubEnv("PAYSTACK_SECRET_KEY", FAKE_PAYSTACK_SECRET);
  vi.stubEnv("PAYSTACK_API_URL", "http://127.0.0.1:9"); // never reached: acceptance comes first
});

describe("the terms before paying", () => {
  it("keeps the terms in force when the quote was sent, with their version", async () => {
    const { quote } = await sentQuote();
    const stored = await db.bookingQuote.findUniqueOrThrow({ where: { token: quote.token } });
    expect(stored.termsVersion).toBe(termsOfService.lastUpdated);
    expect(stored.termsText).toBe(currentBookingTerms({ replyHours: 24, lateFeePercentPerMonth: 0 }).text);
    expect(stored.termsText).toContain("Cancellation");
    expect(stored.termsText).not.toContain("{reply time}");
  });

  it("refuses Pay deposit before acceptance (409), records the acceptance with a hash of the terms, then lets the client pay", async () => {
    const { quote } = await sentQuote();
    const before = await pay(request("POST", `/api/booking/${quote.token}/pay`, { body: { part: "deposit" } }), withToken(quote.token));
    expect(before.status).toBe(409);
    expect(((await before.json()) as { error: string }).error).toMatch(/Accept the terms/);
    const form = await pay(
      request("POST", `/api/booking/${quote.token}/pay`, { rawBody: "part=deposit", headers: { "content-type": "application/x-www-form-urlencoded" } }),
      withToken(quote.token),
    );
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toMatch(/\?problem=terms$/);

    const accepted = await acceptAs(quote.token, { name: "  Ada   Obi ", agree: true });
    expect(accepted.status).toBe(201);
    const { acceptedAt } = (await accepted.json()) as { acceptedAt: string };
    const stored = await db.bookingQuote.findUniqueOrThrow({ where: { token: quote.token } });
    expect(stored).toMatchObject({
      acceptedName: "Ada Obi",
      acceptedAddress: "192.0.2.77",
      acceptedTermsVersion: termsOfService.lastUpdated,
      acceptedTermsHash: termsHash(stored.termsText!),
    });
    expect(stored.acceptedAt!.toISOString()).toBe(acceptedAt);
    // Accepting again keeps the first acceptance.
    expect(((await (await acceptAs(quote.token, { name: "Someone Else", agree: true })).json()) as { acceptedAt: string }).acceptedAt).toBe(acceptedAt);
    // Now the payment may start (the local Paystack is not running: 502/503, never 409).
    const after = await pay(request("POST", `/api/booking/${quote.token}/pay`, { body: { part: "deposit" } }), withToken(quote.token));
    expect(((await after.json()) as { error: string }).error).not.toMatch(/Accept the terms/);
  });

  it("accepts another name than the client's but shows the band it is not theirs", async () => {
    const { contact, quote } = await sentQuote("Ada Obi");
    expect((await acceptAs(quote.token, { name: "Chidi Obi", agree: true })).status).toBe(201);
    const quotes = (await (await listQuotes(request("GET", `/api/contacts/${contact.id}/quote`, { cookie }), withId(contact.id))).json()) as {
      quotes: { acceptance: { name: string; matchesClient: boolean } }[];
    };
    expect(quotes.quotes[0]!.acceptance).toMatchObject({ name: "Chidi Obi", matchesClient: false });
    const { quote: second } = await sentQuote("Ọlá Bánkólé");
    await acceptAs(second.token, { name: "ola bankole", agree: true });
    const stored = await db.bookingQuote.findUniqueOrThrow({ where: { token: second.token } });
    expect(stored.acceptedName).toBe("ola bankole");
  });

  it("works as a plain form without JavaScript, back to the quote page", async () => {
    const { quote } = await sentQuote();
    const form = (body: string, origin?: string) =>
      accept(
        request("POST", `/api/booking/${quote.token}/accept`, { rawBody: body, headers: { "content-type": "application/x-www-form-urlencoded" }, origin }),
        withToken(quote.token),
      );
    const unticked = await form("name=Ada+Obi");
    expect(unticked.status).toBe(303);
    expect(unticked.headers.get("location")).toMatch(/\?problem=terms$/);
    expect((await form("name=Ada+Obi&agree=on", "https://evil.example")).status).toBe(403);
    const ticked = await form("name=Ada+Obi&agree=on");
    expect(ticked.status).toBe(303);
    expect(ticked.headers.get("location")).toMatch(new RegExp(`/booking/${quote.token}#pay$`));
    expect((await db.bookingQuote.findUniqueOrThrow({ where: { token: quote.token } })).acceptedName).toBe("Ada Obi");
  });

  it("refuses a missing box, a missing or empty name, malformed JSON and an unknown token", async () => {
    const { quote } = await sentQuote();
    for (const body of [
      { name: "Ada Obi" },
      { name: "Ada Obi", agree: false },
      { name: "Ada Obi", agree: "yes" },
      { agree: true },
      { name: " ", agree: true },
      { name: "x".repeat(121), agree: true },
    ]) {
      expect((await acceptAs(quote.token, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await accept(request("POST", `/api/booking/${quote.token}/accept`, { rawBody: "{", headers: { "content-type": "application/json" } }), withToken(quote.token))).status,
    ).toBe(400);
    expect((await acceptAs("A".repeat(43), { name: "Ada Obi", agree: true })).status).toBe(404);
    expect((await db.bookingQuote.findUniqueOrThrow({ where: { token: quote.token } })).acceptedAt).toBeNull();
  });
});
