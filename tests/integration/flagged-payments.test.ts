import { beforeEach, describe, expect, it } from "vitest";
import { GET as listPayments } from "@/app/api/admin/payments/route";
import { POST as resolve } from "@/app/api/admin/quotes/[id]/payments/[paymentId]/resolve/route";
import { POST as createQuote } from "@/app/api/contacts/[id]/quote/route";
import { addDays, lagosDate } from "@/lib/dates/lagos-days";
import { db } from "@/lib/db";
import { moneyToSettle, type FlaggedPayment } from "@/lib/payments/summary";
import type { FakePaystack } from "../fakes/paystack";
import { deliverRefundEvent, paidAtFakePaystack, startFakePaystackPerFile } from "../support/paystack";
import { signedInAdminCookie, signedInMember } from "../support/admin";
import { resetDatabase } from "../support/db";
import { request } from "../support/requests";

// "Payments that need checking" empties: a flagged Paystack payment is refunded in full through
// Paystack (its refund.* events then settle it, and never the booking's refund state), and any
// flagged payment can be marked checked with what the band did. Neither is ever counted.

const fakePaystack = startFakePaystackPerFile();
let paystack: FakePaystack;
let cookie = "";

beforeEach(async () => {
  paystack = fakePaystack();
  await resetDatabase();
  paystack.refunds.length = 0;
  cookie = await signedInAdminCookie();
});

const withPayment = (id: number, paymentId: number | string) => ({ params: Promise.resolve({ id: String(id), paymentId: String(paymentId) }) });
const settle = (quoteId: number, paymentId: number | string, body: unknown, headers: { cookie?: string; origin?: string } = { cookie }) =>
  resolve(request("POST", `/api/admin/quotes/${quoteId}/payments/${paymentId}/resolve`, { body, ...headers }), withPayment(quoteId, paymentId));

async function needsChecking(): Promise<FlaggedPayment[]> {
  const response = await listPayments(request("GET", "/api/admin/payments", { cookie }), { params: Promise.resolve({}) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { flagged: FlaggedPayment[] }).flagged;
}

/** A quote whose deposit was paid at Paystack, and a second Paystack payment of it, flagged as the duplicate it is. */
async function paidTwice() {
  const contact = await db.contact.create({
    data: { name: "Ada Obi", email: "ada@example.com", phone: "+2348031234567", eventType: "wedding", eventDate: addDays(lagosDate(), 40), venue: "Eko Hotel", source: "contact" },
  });
  expect(
    (await createQuote(request("POST", `/api/contacts/${contact.id}/quote`, { cookie, body: { total: 500_000 } }), { params: Promise.resolve({ id: String(contact.id) }) })).status,
  ).toBe(201);
  const quote = await db.bookingQuote.findFirstOrThrow({ where: { contactId: contact.id } });
  const payment = (reference: string, status: string, flag: string | null) =>
    db.bookingPayment.create({ data: { quoteId: quote.id, part: "deposit", method: "paystack", reference, amount: quote.deposit, status, flag, paidAt: new Date() } });
  await payment(`dep-${quote.id}-a`, "paid", null);
  const duplicate = await payment(`dep-${quote.id}-b`, "flagged", "the deposit was already paid: refund this duplicate");
  for (const reference of [`dep-${quote.id}-a`, duplicate.reference]) paidAtFakePaystack(paystack, reference, quote.deposit);
  await db.bookingQuote.update({ where: { id: quote.id }, data: { status: "deposit-paid" } });
  return { quote, duplicate };
}

describe("refunding a flagged Paystack payment", () => {
  it("asks Paystack for the whole transaction, leaves the list, and is returned on refund.processed without touching the booking", async () => {
    const { quote, duplicate } = await paidTwice();
    expect(await needsChecking()).toEqual([expect.objectContaining({ id: duplicate.id, quoteId: quote.id, method: "paystack", clientName: "Ada Obi" })]);
    expect(await moneyToSettle()).toEqual({ flagged: 1, refunds: 0 });
    const response = await settle(quote.id, duplicate.id, { resolution: "refund" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ paymentId: duplicate.id, status: "refund-requested" });
    // No amount asked: Paystack refunds what the client actually paid.
    expect(paystack.refunds).toMatchObject([{ transaction: duplicate.reference, amount: quote.deposit * 100 }]);
    expect(await needsChecking()).toEqual([]);
    expect(await moneyToSettle()).toEqual({ flagged: 0, refunds: 0 });
    expect((await settle(quote.id, duplicate.id, { resolution: "refund" })).status).toBe(409);
    expect(paystack.refunds).toHaveLength(1);

    expect((await deliverRefundEvent(paystack, "refund.pending", duplicate.reference)).status).toBe(200);
    expect((await deliverRefundEvent(paystack, "refund.processed", duplicate.reference)).status).toBe(200);
    expect(await db.bookingPayment.findUniqueOrThrow({ where: { id: duplicate.id } })).toMatchObject({ status: "returned" });
    // The booking stands, with no refund of its own, and the money counts the one deposit.
    expect(await db.bookingQuote.findUniqueOrThrow({ where: { id: quote.id } })).toMatchObject({ status: "deposit-paid", refundStatus: null, refundAmount: null });
    const list = (await (await listPayments(request("GET", "/api/admin/payments", { cookie }), { params: Promise.resolve({}) })).json()) as {
      months: { received: number; refunded: number }[];
    };
    expect(list.months[0]).toMatchObject({ received: quote.deposit, refunded: 0 });
    const audit = await db.auditEvent.findFirstOrThrow({ where: { action: "payment" }, orderBy: { id: "desc" } });
    expect(audit.target).toBe(`Ada Obi's flagged deposit of ₦${quote.deposit} (${duplicate.reference}): refund asked of Paystack`);
  });

  it("puts it back on the list when Paystack refuses the request or its refund fails", async () => {
    const { quote, duplicate } = await paidTwice();
    paystack.transactions.get(duplicate.reference)!.status = "reversed";
    const refused = await settle(quote.id, duplicate.id, { resolution: "refund" });
    expect(refused.status).toBe(502);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Paystack did not take the refund: Paystack answered 400/);
    expect(await db.bookingPayment.findUniqueOrThrow({ where: { id: duplicate.id } })).toMatchObject({ status: "flagged", flag: duplicate.flag });

    paystack.transactions.get(duplicate.reference)!.status = "success";
    expect((await settle(quote.id, duplicate.id, { resolution: "refund" })).status).toBe(200);
    await deliverRefundEvent(paystack, "refund.failed", duplicate.reference);
    const failed = await db.bookingPayment.findUniqueOrThrow({ where: { id: duplicate.id } });
    expect(failed.status).toBe("flagged");
    expect(failed.flag).toBe("the deposit was already paid: refund this duplicate; refund asked of Paystack by inbox-admin; Paystack's refund failed");
    expect((await needsChecking()).map((payment) => payment.id)).toEqual([duplicate.id]);
  });

  it("records a refund started in Paystack's own dashboard on the payment, not on the booking", async () => {
    const { quote, duplicate } = await paidTwice();
    await deliverRefundEvent(paystack, "refund.processed", duplicate.reference);
    expect(await db.bookingPayment.findUniqueOrThrow({ where: { id: duplicate.id } })).toMatchObject({ status: "returned" });
    expect(await db.bookingQuote.findUniqueOrThrow({ where: { id: quote.id } })).toMatchObject({ refundStatus: null });
    expect(await needsChecking()).toEqual([]);
    // The deposit that counts is untouched.
    expect((await db.bookingPayment.findFirstOrThrow({ where: { quoteId: quote.id, status: "paid" } })).id).not.toBe(duplicate.id);
  });
});

describe("marking a flagged payment checked", () => {
  it("records what was done and who did it, and takes it off the list", async () => {
    const { quote, duplicate } = await paidTwice();
    const response = await settle(quote.id, duplicate.id, { resolution: "checked", note: "  Refunded by bank transfer on 2 Dec  " });
    expect(response.status).toBe(200);
    expect(await db.bookingPayment.findUniqueOrThrow({ where: { id: duplicate.id } })).toMatchObject({
      status: "checked",
      flag: "the deposit was already paid: refund this duplicate; checked by inbox-admin: Refunded by bank transfer on 2 Dec",
    });
    expect(await needsChecking()).toEqual([]);
    expect(paystack.refunds).toEqual([]);
    expect((await settle(quote.id, duplicate.id, { resolution: "checked", note: "again" })).status).toBe(409);
  });

  it("refuses a Paystack refund of a transfer marked by hand, which is marked checked instead", async () => {
    const { quote } = await paidTwice();
    const short = await db.bookingPayment.create({
      data: { quoteId: quote.id, part: "balance", method: "manual", reference: "manual-short", amount: 100_000, status: "flagged", flag: "₦100,000 received, ₦250,000 was due" },
    });
    const refused = await settle(quote.id, short.id, { resolution: "refund" });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toMatch(/refund a transfer by bank, then mark it checked/);
    expect((await settle(quote.id, short.id, { resolution: "checked", note: "Rest received, balance marked in full" })).status).toBe(200);
  });
});

describe("bad requests change nothing", () => {
  it("answers 400, 401, 403, 404 and 409 as they apply", async () => {
    const { quote, duplicate } = await paidTwice();
    const messageOf = async (response: Response) => ((await response.json()) as { error: string }).error;
    for (const body of [{}, { resolution: "delete" }, { resolution: 1 }, { resolution: "checked" }, { resolution: "checked", note: 5 }, { resolution: "checked", note: " a " }]) {
      const response = await settle(quote.id, duplicate.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await messageOf(await settle(quote.id, duplicate.id, { resolution: "checked", note: "x".repeat(201) }))).toMatch(/at most 200 characters/);
    expect((await settle(quote.id, duplicate.id, { resolution: "refund", amount: 1 })).status).toBe(400);
    expect((await settle(quote.id, duplicate.id, { resolution: "checked", note: "x".repeat(2000) })).status).toBe(413);
    expect((await settle(quote.id, duplicate.id, { resolution: "refund" }, {})).status).toBe(401);
    expect((await settle(quote.id, duplicate.id, { resolution: "refund" }, { cookie, origin: "https://evil.example" })).status).toBe(403);
    const frontDesk = await signedInMember("desk", "front-desk");
    expect((await settle(quote.id, duplicate.id, { resolution: "refund" }, { cookie: frontDesk.cookie })).status).toBe(403);
    const accounts = await signedInMember("accounts", "accounts");
    expect((await settle(quote.id, 999_999, { resolution: "refund" }, { cookie: accounts.cookie })).status).toBe(404);
    expect((await settle(quote.id + 1, duplicate.id, { resolution: "refund" }, { cookie: accounts.cookie })).status).toBe(404);
    expect((await settle(quote.id, "abc", { resolution: "refund" }, { cookie: accounts.cookie })).status).toBe(400);
    const paid = await db.bookingPayment.findFirstOrThrow({ where: { status: "paid" } });
    expect((await settle(quote.id, paid.id, { resolution: "checked", note: "not flagged" }, { cookie: accounts.cookie })).status).toBe(409);
    expect(paystack.refunds).toEqual([]);
    expect(await db.bookingPayment.findUniqueOrThrow({ where: { id: duplicate.id } })).toMatchObject({ status: "flagged", flag: duplicate.flag });
    expect(await db.bookingPayment.findUniqueOrThrow({ where: { id: paid.id } })).toMatchObject({ status: "paid" });
  });
});
