import { beforeEach, describe, expect, it, vi } from "vitest";
import { GET as listPayments } from "@/app/api/admin/payments/route";
import { GET as cancelTerms, POST as cancelBooking } from "@/app/api/admin/quotes/[id]/cancel/route";
import { POST as markPaid } from "@/app/api/admin/quotes/[id]/payments/route";
import { POST as accept } from "@/app/api/booking/[token]/accept/route";
import { POST as pay } from "@/app/api/booking/[token]/pay/route";
import { GET as paystackReturn } from "@/app/api/booking/[token]/return/route";
import { POST as createQuote } from "@/app/api/contacts/[id]/quote/route";
import { POST as webhook } from "@/app/api/payments/paystack/webhook/route";
import { addDays, lagosDate } from "@/lib/dates/lagos-days";
import { publicAvailability } from "@/lib/availability/queries";
import { db } from "@/lib/db";
import { queueBalanceReminders } from "@/lib/payments/reminders";
import type { FakePaystack } from "../fakes/paystack";
import { startFakePaystackPerFile } from "../support/paystack";
import { startSmtpServer } from "../support/smtp";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { request } from "../support/requests";

// What routes leave to run after their response (tests have no request scope): kept to be run by the test.
const afterResponseWork = vi.hoisted(() => [] as (() => Promise<unknown>)[]);
vi.mock("@/lib/after-response", () => ({
  afterResponse: (work: Promise<unknown> | (() => Promise<unknown>)) => afterResponseWork.push(typeof work === "function" ? work : () => work),
}));

const withId = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });
const withToken = (token: string) => ({ params: Promise.resolve({ token }) });
const inDays = (days: number) => addDays(lagosDate(), days);
const publicAvailabilityOf = async (date: string) => (await publicAvailability(date, date))[0]!.state;

const fakePaystack = startFakePaystackPerFile();
let paystack: FakePaystack;
let cookie: string;

beforeEach(async () => {
  paystack = fakePaystack();
  await resetDatabase();
  process.env.PAYSTACK_SECRET_KEY = paystack.secret;
  cookie = await signedInAdminCookie();
});

function enquiry(eventDate = inDays(40), email: string | null = "ada@example.com") {
  return db.contact.create({ data: { name: "Ada Obi", email, phone: "+2348031234567", eventType: "wedding", eventDate, venue: "Eko Hotel", source: "contact" } });
}

type Quote = { token: string; url: string; total: number; deposit: number; balance: number; depositDueAt: string; balanceDueAt: string | null };

async function quoteFor(contactId: number, total = 500_000): Promise<Quote> {
  const response = await createQuote(request("POST", `/api/contacts/${contactId}/quote`, { cookie, body: { total, note: "Includes sound and lights" } }), withId(contactId));
  expect(response.status).toBe(201);
  const quote = ((await response.json()) as { quote: Quote }).quote;
  // The client accepts the terms before paying (tests/integration/agreement.test.ts tests that step).
  expect((await accept(request("POST", `/api/booking/${quote.token}/accept`, { body: { name: "Ada Obi", agree: true } }), withToken(quote.token))).status).toBe(201);
  return quote;
}

async function startCheckout(token: string, part = "deposit") {
  return pay(request("POST", `/api/booking/${token}/pay`, { body: { part } }), withToken(token));
}

/** Starts the deposit's checkout; answers the reference Paystack was given. */
async function depositReference(token: string): Promise<string> {
  const response = await startCheckout(token);
  expect(response.status).toBe(200);
  const { authorizationUrl } = (await response.json()) as { authorizationUrl: string };
  expect(authorizationUrl.startsWith(`${paystack.url}/checkout/`)).toBe(true);
  return [...paystack.transactions.values()].at(-1)!.reference;
}

function signedEvent(event: string, data: Record<string, unknown>, signature?: string) {
  const rawBody = JSON.stringify({ event, data });
  return webhook(
    request("POST", "/api/payments/paystack/webhook", { rawBody, headers: { "content-type": "application/json", "x-paystack-signature": signature ?? paystack.sign(rawBody) } }),
  );
}

/** The client pays at Paystack: the transaction succeeds there and charge.success arrives. */
function payAtPaystack(reference: string) {
  const transaction = paystack.transactions.get(reference)!;
  transaction.status = "success";
  return signedEvent("charge.success", { reference, amount: transaction.amount, currency: transaction.currency, status: "success" });
}

const stateOf = async (contactId: number) => ({
  contact: (await db.contact.findUniqueOrThrow({ where: { id: contactId } })).status,
  payments: (await db.bookingPayment.findMany({ orderBy: { id: "asc" } })).map((payment) => payment.status),
  mails: await db.outbox.count({ where: { kind: { in: ["payment-receipt", "payment-notice"] } } }),
});

describe("a quote from the inbox", () => {
  it("is created by the admin only, with the amounts and due dates of the terms and the client's mail", async () => {
    const contact = await enquiry(inDays(20));
    const url = `/api/contacts/${contact.id}/quote`;
    expect((await createQuote(request("POST", url, { body: { total: 500_000 } }), withId(contact.id))).status).toBe(401);
    expect((await createQuote(request("POST", url, { cookie, body: { total: 500_000 }, origin: "https://evil.example" }), withId(contact.id))).status).toBe(403);
    for (const body of [{}, { total: "500000" }, { total: 1.5 }, { total: -5 }, { total: 10 ** 12 }, { total: 500_000, note: "x".repeat(1001) }, { total: 500_000, extra: 1 }]) {
      expect((await createQuote(request("POST", url, { cookie, body }), withId(contact.id))).status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect((await createQuote(request("POST", "/api/contacts/999999/quote", { cookie, body: { total: 500_000 } }), withId(999_999))).status).toBe(404);

    const quote = await quoteFor(contact.id);
    expect(quote).toMatchObject({
      total: 500_000,
      deposit: 250_000,
      balance: 250_000,
      depositDueAt: new Date(`${inDays(7)}T00:00:00+01:00`).toISOString(),
      balanceDueAt: new Date(`${inDays(13)}T00:00:00+01:00`).toISOString(),
    });
    expect(quote.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(quote.url).toBe(`http://localhost:3000/booking/${quote.token}`);
    const mail = await db.outbox.findFirstOrThrow({ where: { kind: "quote" } });
    expect(mail.to).toBe("ada@example.com");
    expect(mail.text).toContain(quote.url);
    // With Paystack set up, the quote page takes payment (tests/integration/manual-payments.test.ts: without).
    expect(mail.text).toContain("lets you pay securely online");
    expect(mail.text).toContain("₦250,000");
    expect(await db.auditEvent.count({ where: { action: "quote-send" } })).toBe(1);
  });

  it("replaces an unpaid quote: the old link stops working", async () => {
    const contact = await enquiry();
    const first = await quoteFor(contact.id);
    const second = await quoteFor(contact.id, 600_000);
    expect((await startCheckout(first.token)).status).toBe(404);
    expect((await startCheckout(second.token)).status).toBe(200);
  });
});

describe("paying", () => {
  it("refuses a guessed, malformed or expired token with 404, and a bad part with 400", async () => {
    const contact = await enquiry();
    const quote = await quoteFor(contact.id);
    for (const token of ["A".repeat(43), "short", `${quote.token.slice(0, -1)}x`]) expect((await startCheckout(token)).status).toBe(404);
    expect((await startCheckout(quote.token, "everything")).status).toBe(400);
    expect(
      (
        await pay(
          request("POST", `/api/booking/${quote.token}/pay`, {
            rawBody: "part=deposit",
            headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
          }),
          withToken(quote.token),
        )
      ).status,
    ).toBe(403);
    await db.bookingQuote.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await startCheckout(quote.token)).status).toBe(404);
  });

  it("starts Paystack's checkout for the deposit computed on the server, in kobo and NGN; a form gets a 303", async () => {
    const contact = await enquiry();
    const quote = await quoteFor(contact.id, 500_001);
    await depositReference(quote.token);
    expect([...paystack.transactions.values()].at(-1)).toMatchObject({
      amount: 25_000_100,
      currency: "NGN",
      email: "ada@example.com",
      callbackUrl: `http://localhost:3000/api/booking/${quote.token}/return`,
    });
    const form = await pay(
      request("POST", `/api/booking/${quote.token}/pay`, { rawBody: "part=deposit", headers: { "content-type": "application/x-www-form-urlencoded" } }),
      withToken(quote.token),
    );
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toMatch(new RegExp(`^${paystack.url}/checkout/`));
    expect((await startCheckout(quote.token, "balance")).status).toBe(409); // the deposit first
  });

  it("says so when Paystack is not set up (503), and the admin marks a bank transfer received by hand", async () => {
    delete process.env.PAYSTACK_SECRET_KEY;
    const contact = await enquiry();
    const quote = await quoteFor(contact.id);
    expect((await startCheckout(quote.token)).status).toBe(503);
    const { id } = await db.bookingQuote.findUniqueOrThrow({ where: { token: quote.token } });
    const deposit = { part: "deposit", amount: quote.deposit, receivedOn: lagosDate() };
    expect((await markPaid(request("POST", `/api/admin/quotes/${id}/payments`, { body: deposit }), withId(id))).status).toBe(401);
    expect((await markPaid(request("POST", `/api/admin/quotes/${id}/payments`, { cookie, body: { ...deposit, part: "all" } }), withId(id))).status).toBe(400);
    expect((await markPaid(request("POST", `/api/admin/quotes/${id}/payments`, { cookie, body: deposit }), withId(id))).status).toBe(201);
    expect((await markPaid(request("POST", `/api/admin/quotes/${id}/payments`, { cookie, body: deposit }), withId(id))).status).toBe(409);
    expect(await stateOf(contact.id)).toEqual({ contact: "booked", payments: ["paid"], mails: 2 });
  });
});

describe("Paystack's webhook", () => {
  it("changes nothing without the right signature (401)", async () => {
    const contact = await enquiry();
    const reference = await depositReference((await quoteFor(contact.id)).token);
    const data = { reference, amount: 25_000_000, currency: "NGN", status: "success" };
    expect((await signedEvent("charge.success", data, "0".repeat(128))).status).toBe(401);
    expect((await signedEvent("charge.success", data, "")).status).toBe(401);
    const rawBody = JSON.stringify({ event: "charge.success", data });
    const unsigned = await webhook(request("POST", "/api/payments/paystack/webhook", { rawBody, headers: { "content-type": "application/json" } }));
    expect(unsigned.status).toBe(401);
    const otherKey = await webhook(request("POST", "/api/payments/paystack/webhook", { rawBody, headers: { "x-paystack-signature": paystack.sign(`${rawBody} `) } }));
    expect(otherKey.status).toBe(401);
    expect(await stateOf(contact.id)).toEqual({ contact: "contacted", payments: ["pending"], mails: 0 });
  });

  it("flags a wrong amount or another currency, never counted as paid", async () => {
    const contact = await enquiry();
    const quote = await quoteFor(contact.id);
    const first = await depositReference(quote.token);
    expect((await signedEvent("charge.success", { reference: first, amount: 100, currency: "NGN", status: "success" })).status).toBe(200);
    const second = await depositReference(quote.token);
    expect((await signedEvent("charge.success", { reference: second, amount: 25_000_000, currency: "USD", status: "success" })).status).toBe(200);
    expect(await stateOf(contact.id)).toEqual({ contact: "contacted", payments: ["flagged", "flagged"], mails: 0 });
    expect(await db.outbox.count({ where: { kind: "payment-flagged" } })).toBe(2);
    // The band's mail says where it is settled.
    expect((await db.outbox.findFirstOrThrow({ where: { kind: "payment-flagged" } })).text).toContain("settle it under Payments that need checking");
    expect(await db.auditEvent.count({ where: { action: "payment", outcome: "failure" } })).toBe(2);
  });

  it("books the date once: a good event pays, a replay and a duplicate at the same moment change nothing", async () => {
    const contact = await enquiry(inDays(40));
    const reference = await depositReference((await quoteFor(contact.id)).token);
    const data = { reference, amount: 25_000_000, currency: "NGN", status: "success" };
    const answers = await Promise.all([signedEvent("charge.success", data), signedEvent("charge.success", data), signedEvent("charge.success", data)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await signedEvent("charge.success", data)).status).toBe(200);
    expect(await stateOf(contact.id)).toEqual({ contact: "booked", payments: ["paid"], mails: 2 });
    expect((await db.bookingQuote.findFirstOrThrow()).status).toBe("deposit-paid");
    expect(await db.auditEvent.count({ where: { action: "payment", outcome: "success" } })).toBe(1);
    expect(await publicAvailabilityOf(inDays(40))).toBe("booked"); // one band, one event a day
    const receipt = await db.outbox.findFirstOrThrow({ where: { kind: "payment-receipt" } });
    expect(receipt.text).toContain("₦250,000");
  });

  it("books the date once when a company's transfer less withholding tax is marked while Paystack reports the same deposit (issue 64)", async () => {
    for (let round = 0; round < 3; round += 1) {
      await resetDatabase();
      cookie = await signedInAdminCookie();
      const contact = await enquiry(inDays(40 + round));
      const quote = await quoteFor(contact.id);
      const reference = await depositReference(quote.token);
      const { id } = await db.bookingQuote.findUniqueOrThrow({ where: { token: quote.token } });
      const lessTax = { part: "deposit", amount: quote.deposit - quote.deposit / 20, withholdingTax: quote.deposit / 20, receivedOn: lagosDate() };
      const [marked, reported] = await Promise.all([
        markPaid(request("POST", `/api/admin/quotes/${id}/payments`, { cookie, body: lessTax }), withId(id)),
        payAtPaystack(reference),
      ]);
      expect(reported.status).toBe(200);
      expect([201, 409]).toContain(marked.status);
      // Exactly one payment counts for the deposit, the date is booked once, one receipt and one notice.
      const paid = await db.bookingPayment.findMany({ where: { quoteId: id, part: "deposit", status: "paid" } });
      expect(paid, `round ${round}`).toHaveLength(1);
      expect((await db.bookingQuote.findUniqueOrThrow({ where: { id } })).status).toBe("deposit-paid");
      expect(await publicAvailabilityOf(inDays(40 + round))).toBe("booked");
      expect(await db.outbox.count({ where: { kind: "payment-receipt" } })).toBe(1);
      expect(await db.auditEvent.count({ where: { action: "payment", outcome: "success" } })).toBe(1);
      // When the mark won, its tax is recorded on the one payment that counts.
      if (marked.status === 201 && paid[0]!.method === "manual") expect(paid[0]!.withholdingTax).toBe(quote.deposit / 20);
    }
  });

  it("sends the receipt and the band's notice right after the paying event, not at the outbox timer's next turn", async () => {
    const smtp = await startSmtpServer();
    vi.stubEnv("SMTP_URL", smtp.url);
    vi.stubEnv("NOTIFY_TO", "bookings@band.example");
    try {
      const contact = await enquiry(inDays(40));
      const reference = await depositReference((await quoteFor(contact.id)).token);
      afterResponseWork.length = 0;
      await payAtPaystack(reference);
      expect(afterResponseWork).toHaveLength(1);
      await Promise.all(afterResponseWork.splice(0).map((work) => work()));
      expect(smtp.received.map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]?.split(":")[0]).sort()).toEqual(expect.arrayContaining(["Deposit paid", "Payment received"]));
      // An event that changes nothing (a replay) leaves nothing to send.
      await payAtPaystack(reference);
      expect(afterResponseWork).toHaveLength(0);
    } finally {
      vi.unstubAllEnvs();
      await smtp.close();
    }
  });

  it("records a refund's state from refund.* events", async () => {
    const contact = await enquiry();
    const reference = await depositReference((await quoteFor(contact.id)).token);
    await payAtPaystack(reference);
    expect((await signedEvent("refund.processed", { transaction_reference: reference, amount: 20_000_000, currency: "NGN", status: "processed" })).status).toBe(200);
    expect((await db.bookingQuote.findFirstOrThrow()).refundStatus).toBe("processed");
    expect((await db.bookingPayment.findFirstOrThrow()).status).toBe("refunded");
  });
});

describe("the client's return from the checkout", () => {
  it("verifies with Paystack before recording, then shows the quote page", async () => {
    paystack.holdWebhooks = true;
    const contact = await enquiry();
    const quote = await quoteFor(contact.id);
    const reference = await depositReference(quote.token);
    const back = () => paystackReturn(request("GET", `/api/booking/${quote.token}/return?trxref=${reference}&reference=${reference}`), withToken(quote.token));
    const early = await back(); // not paid at Paystack yet
    expect(early.status).toBe(303);
    expect(await stateOf(contact.id)).toMatchObject({ contact: "contacted", payments: ["pending"] });
    paystack.transactions.get(reference)!.status = "success";
    const paid = await back();
    expect(paid.headers.get("location")).toBe(`http://localhost:3000/booking/${quote.token}?payment=${reference}`);
    // Behind a proxy the app sees its own local address, and a client may name any host: the
    // client is sent back to the site's address all the same.
    vi.stubEnv("NEXT_PUBLIC_SITE_URL", "https://ekoliveband.example");
    const behindProxy = { host: "127.0.0.1:3000", "x-forwarded-host": "evil.example" };
    const proxied = await paystackReturn(request("GET", `/api/booking/${quote.token}/return?reference=${reference}`, { headers: behindProxy }), withToken(quote.token));
    expect(proxied.headers.get("location")).toBe(`https://ekoliveband.example/booking/${quote.token}?payment=${reference}`);
    vi.unstubAllEnvs();
    expect(await stateOf(contact.id)).toEqual({ contact: "booked", payments: ["paid"], mails: 2 });
    expect((await paystackReturn(request("GET", `/api/booking/nope/return?reference=${reference}`), withToken("nope"))).status).toBe(404);
    paystack.holdWebhooks = false;
  });
});

describe("cancelling", () => {
  it("refunds what the terms give for the day, releases the date and records Paystack's refund", async () => {
    const contact = await enquiry(inDays(40));
    const reference = await depositReference((await quoteFor(contact.id)).token);
    await payAtPaystack(reference);
    const { id } = await db.bookingQuote.findFirstOrThrow();
    expect((await cancelTerms(request("GET", `/api/admin/quotes/${id}/cancel`), withId(id))).status).toBe(401);
    const terms = await (await cancelTerms(request("GET", `/api/admin/quotes/${id}/cancel`, { cookie }), withId(id))).json();
    expect(terms).toMatchObject({ daysAway: 40, percent: 80, amount: 200_000, depositPaid: 250_000 });
    expect((await cancelBooking(request("POST", `/api/admin/quotes/${id}/cancel`, { cookie, body: { refundAmount: 250_000 } }), withId(id))).status).toBe(409);
    const cancelled = await cancelBooking(request("POST", `/api/admin/quotes/${id}/cancel`, { cookie, body: { refundAmount: 200_000 } }), withId(id));
    expect(cancelled.status).toBe(200);
    expect(paystack.refunds.at(-1)).toMatchObject({ transaction: reference, amount: 20_000_000 });
    expect((await db.contact.findUniqueOrThrow({ where: { id: contact.id } })).status).toBe("closed");
    expect(await publicAvailabilityOf(inDays(40))).toBe("free");
    expect((await db.bookingQuote.findFirstOrThrow()).refundStatus).toBe("pending");
    await signedEvent("refund.processed", { transaction_reference: reference, amount: 20_000_000, currency: "NGN", status: "processed" });
    expect((await db.bookingQuote.findFirstOrThrow()).refundStatus).toBe("processed");
    expect((await cancelBooking(request("POST", `/api/admin/quotes/${id}/cancel`, { cookie, body: { refundAmount: 200_000 } }), withId(id))).status).toBe(409);
    expect(await db.outbox.count({ where: { kind: "booking-cancelled" } })).toBe(1);
  });

  it("flags a charge that lands after the quote was cancelled, and keeps the date free", async () => {
    const contact = await enquiry(inDays(40));
    const reference = await depositReference((await quoteFor(contact.id)).token);
    const { id } = await db.bookingQuote.findFirstOrThrow();
    expect((await cancelBooking(request("POST", `/api/admin/quotes/${id}/cancel`, { cookie, body: { refundAmount: 0 } }), withId(id))).status).toBe(200);
    await payAtPaystack(reference);
    expect(await stateOf(contact.id)).toEqual({ contact: "closed", payments: ["flagged"], mails: 0 });
    expect((await db.bookingPayment.findFirstOrThrow()).flag).toContain("cancelled quote");
  });
});

describe("the balance and the Payments view", () => {
  it("reminds 10 and 3 days before the balance is due, once each", async () => {
    const contact = await enquiry(inDays(17)); // balance due in 10 days
    const reference = await depositReference((await quoteFor(contact.id)).token);
    await payAtPaystack(reference);
    expect(await queueBalanceReminders()).toBe(1);
    expect(await queueBalanceReminders()).toBe(0);
    expect(await queueBalanceReminders(new Date(Date.now() + 7 * 86_400_000))).toBe(1);
    const reminders = await db.outbox.findMany({ where: { kind: "balance-reminder" } });
    expect(reminders).toHaveLength(2);
    expect(reminders[0]!.text).toContain("Pay balance: http://localhost:3000/booking/");
  });

  it("lists every quote and payment with what is owed, totals per month and a CSV, to the admin only", async () => {
    const contact = await enquiry();
    const reference = await depositReference((await quoteFor(contact.id)).token);
    await payAtPaystack(reference);
    expect((await listPayments(request("GET", "/api/admin/payments"), { params: Promise.resolve({}) })).status).toBe(401);
    const list = await (await listPayments(request("GET", "/api/admin/payments", { cookie }), { params: Promise.resolve({}) })).json();
    expect(list.quotes[0]).toMatchObject({ contactId: contact.id, status: "deposit-paid", paid: 250_000, owed: 250_000, overdue: null });
    expect(list.months[0]).toEqual({ month: lagosDate().slice(0, 7), received: 250_000, refunded: 0, playersPay: 0, expenses: 0, margin: 250_000 });
    expect(list).toMatchObject({ owed: 250_000, flagged: [] });
    const csv = await listPayments(request("GET", "/api/admin/payments?format=csv", { cookie }), { params: Promise.resolve({}) });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(await csv.text()).toContain(`"${reference}","${contact.id}","Ada Obi"`);
    expect((await listPayments(request("GET", "/api/admin/payments?format=pdf", { cookie }), { params: Promise.resolve({}) })).status).toBe(400);
  });
});
