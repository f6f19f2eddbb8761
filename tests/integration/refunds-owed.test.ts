import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as cron } from "@/app/api/cron/outbox/route";
import { GET as listPayments } from "@/app/api/admin/payments/route";
import { POST as cancel } from "@/app/api/admin/quotes/[id]/cancel/route";
import { POST as refundAction } from "@/app/api/admin/quotes/[id]/refund/route";
import { POST as createQuote } from "@/app/api/contacts/[id]/quote/route";
import { addDays, lagosDate } from "@/lib/dates/lagos-days";
import { db } from "@/lib/db";
import { lookUpUnconfirmedRefunds } from "@/lib/payments/refund-lookups";
import type { RefundOwed } from "@/lib/payments/refunds";
import { moneyToSettle, type MonthTotals } from "@/lib/payments/summary";
import type { FakePaystack } from "../fakes/paystack";
import { deliverRefundEvent, paidAtFakePaystack, startFakePaystackPerFile } from "../support/paystack";
import { signedInAdminCookie, signedInMember } from "../support/admin";
import { resetDatabase } from "../support/db";
import { request } from "../support/requests";

// "Refunds still owed": a cancelled booking's refund stays listed until it is done. A deposit paid
// by transfer is refunded by the band and marked refunded by hand; a refund Paystack refused or
// failed is asked again; one it never confirmed is marked by hand once its dashboard shows it made.
// Either way it is then counted in the month's refunds, once.

const fakePaystack = startFakePaystackPerFile();
let paystack: FakePaystack;
let cookie = "";

beforeEach(async () => {
  paystack = fakePaystack();
  await resetDatabase();
  paystack.refunds.length = 0;
  cookie = await signedInAdminCookie();
});

afterEach(() => vi.unstubAllEnvs());

const withId = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });
const act = (quoteId: number | string, body: unknown, headers: { cookie?: string; origin?: string } = { cookie }) =>
  refundAction(request("POST", `/api/admin/quotes/${quoteId}/refund`, { body, ...headers }), withId(quoteId));
const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

async function paymentsView(): Promise<{ refundsOwed: RefundOwed[]; months: MonthTotals[] }> {
  const response = await listPayments(request("GET", "/api/admin/payments", { cookie }), { params: Promise.resolve({}) });
  expect(response.status).toBe(200);
  return (await response.json()) as { refundsOwed: RefundOwed[]; months: MonthTotals[] };
}

/** A booking 40 days away whose ₦250,000 deposit was paid (at Paystack or by transfer), cancelled now: 80 % refunded. */
async function cancelledBooking(method: "paystack" | "manual", { paystackRefuses = false } = {}) {
  const contact = await db.contact.create({
    data: { name: "Ada Obi", email: "ada@example.com", phone: "+2348031234567", eventType: "wedding", eventDate: addDays(lagosDate(), 40), venue: "Eko Hotel", source: "contact" },
  });
  expect((await createQuote(request("POST", `/api/contacts/${contact.id}/quote`, { cookie, body: { total: 500_000 } }), withId(contact.id))).status).toBe(201);
  const quote = await db.bookingQuote.findFirstOrThrow({ where: { contactId: contact.id } });
  const reference = `dep-${quote.id}`;
  await db.bookingPayment.create({ data: { quoteId: quote.id, part: "deposit", method, reference, amount: quote.deposit, status: "paid", paidAt: new Date() } });
  await db.bookingQuote.update({ where: { id: quote.id }, data: { status: "deposit-paid" } });
  if (method === "paystack") paidAtFakePaystack(paystack, reference, quote.deposit, paystackRefuses ? "reversed" : "success");
  const cancelled = await cancel(request("POST", `/api/admin/quotes/${quote.id}/cancel`, { cookie, body: { refundAmount: 200_000 } }), withId(quote.id));
  expect(cancelled.status).toBe(200);
  return { quoteId: quote.id, reference };
}

const thisMonth = () => lagosDate().slice(0, 7);
const lastAuditLine = async () => (await db.auditEvent.findFirstOrThrow({ where: { action: "payment" }, orderBy: { id: "desc" } })).target;

describe("a deposit paid by transfer", () => {
  it("is listed until marked refunded by hand, then counted in the month's refunds with who did what", async () => {
    const { quoteId } = await cancelledBooking("manual");
    const before = await paymentsView();
    expect(before.refundsOwed).toEqual([
      {
        quoteId,
        clientName: "Ada Obi",
        amount: 200_000,
        status: "to refund by bank transfer",
        cancelledAt: expect.any(String),
        paystackReference: null,
        checkable: false,
        checkedAt: null,
      },
    ]);
    expect(before.months.find((month) => month.month === thisMonth())).toMatchObject({ received: 250_000, refunded: 0, margin: 250_000 });
    expect(await moneyToSettle()).toEqual({ flagged: 0, refunds: 1 });
    expect(await errorOf(await act(quoteId, { action: "retry" }))).toMatch(/^Only a refund Paystack did not make is asked again/);

    const marked = await act(quoteId, { action: "refunded", note: "  Paid back by transfer on 2 Dec, GTB ref 5521  " });
    expect(marked.status).toBe(200);
    expect(await marked.json()).toEqual({ quoteId, refundStatus: "refunded by hand" });
    expect(await db.bookingQuote.findUniqueOrThrow({ where: { id: quoteId } })).toMatchObject({
      refundStatus: "refunded by hand",
      refundNote: "by inbox-admin: Paid back by transfer on 2 Dec, GTB ref 5521",
    });
    expect((await db.bookingPayment.findFirstOrThrow({ where: { quoteId } })).status).toBe("refunded");
    const after = await paymentsView();
    expect(after.refundsOwed).toEqual([]);
    expect(await moneyToSettle()).toEqual({ flagged: 0, refunds: 0 });
    expect(after.months.find((month) => month.month === thisMonth())).toMatchObject({ received: 250_000, refunded: 200_000, margin: 50_000 });
    expect(await lastAuditLine()).toBe("Ada Obi's refund of ₦200,000 (quote " + quoteId + "): refunded by hand: Paid back by transfer on 2 Dec, GTB ref 5521");
    expect((await act(quoteId, { action: "refunded", note: "again" })).status).toBe(409);
    expect(paystack.refunds).toEqual([]);
  });
});

describe("a Paystack refund", () => {
  it("that Paystack refused is asked again: 502 while it still refuses, listed until refund.processed", async () => {
    const { quoteId, reference } = await cancelledBooking("paystack", { paystackRefuses: true });
    const [owed] = (await paymentsView()).refundsOwed;
    expect(owed).toMatchObject({ quoteId, paystackReference: reference, status: expect.stringMatching(/^failed: Paystack answered 400/) });

    const stillRefused = await act(quoteId, { action: "retry" });
    expect(stillRefused.status).toBe(502);
    expect(await errorOf(stillRefused)).toMatch(/^Paystack did not take the refund: Paystack answered 400/);
    expect((await db.bookingQuote.findUniqueOrThrow({ where: { id: quoteId } })).refundStatus).toMatch(/^failed: /);

    paystack.transactions.get(reference)!.status = "success";
    const asked = await act(quoteId, { action: "retry" });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ quoteId, refundStatus: "pending" });
    expect(paystack.refunds).toMatchObject([{ transaction: reference, amount: 20_000_000 }]);
    expect((await paymentsView()).refundsOwed.map((refund) => refund.status)).toEqual(["pending"]);
    // Only a failed refund is asked again: never a second refund of one in flight.
    expect((await act(quoteId, { action: "retry" })).status).toBe(409);
    expect(paystack.refunds).toHaveLength(1);

    expect((await deliverRefundEvent(paystack, "refund.processed", reference)).status).toBe(200);
    const view = await paymentsView();
    expect(view.refundsOwed).toEqual([]);
    expect(view.months.find((month) => month.month === thisMonth())).toMatchObject({ refunded: 200_000 });
  });

  it("whose events never came is looked up at Paystack until it is processed, then counted once; 502 when Paystack does not say", async () => {
    const { quoteId, reference } = await cancelledBooking("paystack");
    const made = paystack.refunds.at(-1)!;
    expect(await db.bookingQuote.findUniqueOrThrow({ where: { id: quoteId } })).toMatchObject({ refundStatus: "pending", refundPaystackId: String(made.id) });
    expect((await paymentsView()).refundsOwed).toMatchObject([{ quoteId, status: "pending", checkable: true }]);
    await new Promise((resolve) => setTimeout(resolve, 100)); // the fake makes it 50 ms after it was asked

    made.status = "processing";
    const processing = await act(quoteId, { action: "check" });
    expect(processing.status).toBe(200);
    expect(await processing.json()).toEqual({ quoteId, refundStatus: "processing" });
    expect((await paymentsView()).refundsOwed).toMatchObject([{ quoteId, status: "processing", checkable: true }]);

    made.status = "processed";
    expect(await (await act(quoteId, { action: "check" })).json()).toEqual({ quoteId, refundStatus: "processed" });
    expect(await lastAuditLine()).toBe(`Ada Obi's refund of ₦200,000 (quote ${quoteId}): looked up at Paystack: processed`);
    expect((await db.bookingPayment.findUniqueOrThrow({ where: { reference } })).status).toBe("refunded");
    const view = await paymentsView();
    expect(view.refundsOwed).toEqual([]);
    expect(view.months.find((month) => month.month === thisMonth())).toMatchObject({ refunded: 200_000 });
    expect((await act(quoteId, { action: "check" })).status).toBe(409);
    expect(paystack.refunds).toHaveLength(1); // looked up, never asked again

    // A refund Paystack does not know (or cannot tell about): 502, the refund left as it was.
    const other = await cancelledBooking("paystack");
    await db.bookingQuote.update({ where: { id: other.quoteId }, data: { refundPaystackId: "999999" } });
    const unknown = await act(other.quoteId, { action: "check" });
    expect(unknown.status).toBe(502);
    expect(await errorOf(unknown)).toBe("Paystack did not say: Paystack answered 404: Refund not found");
    expect((await db.bookingQuote.findUniqueOrThrow({ where: { id: other.quoteId } })).refundStatus).toBe("pending");
  });

  it("unconfirmed for a day is looked up by the minutely jobs once a day, each server's run asking once", async () => {
    const { quoteId, reference } = await cancelledBooking("paystack");
    await new Promise((resolve) => setTimeout(resolve, 100)); // made at Paystack; its events never come
    const earlier = paystack.calls.length;
    const lookups = () => paystack.calls.slice(earlier).filter((call) => call.startsWith("GET /refund/")).length;
    expect(await lookUpUnconfirmedRefunds()).toBe(0); // asked less than a day ago: its events may still come
    expect(lookups()).toBe(0);

    // A day and more later, the scheduler's run (GET /api/cron/outbox) asks Paystack, and records its answer.
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await db.bookingQuote.update({ where: { id: quoteId }, data: { cancelledAt: twoDaysAgo } });
    vi.stubEnv("CRON_SECRET", "cron-secret-value");
    const run = await cron(request("GET", "/api/cron/outbox", { headers: { authorization: "Bearer cron-secret-value" } }));
    expect(await run.json()).toMatchObject({ refundLookups: 1 });
    expect(lookups()).toBe(1);
    expect((await db.bookingPayment.findUniqueOrThrow({ where: { reference } })).status).toBe("refunded");
    expect(await db.auditEvent.findFirstOrThrow({ where: { action: "payment" }, orderBy: { id: "desc" } })).toMatchObject({
      username: "Paystack",
      target: `Ada Obi's refund of ₦200,000 (quote ${quoteId}): looked up by the site's daily check: processed`,
    });
    const view = await paymentsView();
    expect(view.refundsOwed).toEqual([]);
    expect(view.months.find((month) => month.month === thisMonth())).toMatchObject({ refunded: 200_000 });

    // Still processing at Paystack: asked once a day, not every minute, and once by two servers' runs at a time.
    const slow = await cancelledBooking("paystack");
    await new Promise((resolve) => setTimeout(resolve, 100));
    paystack.refunds.at(-1)!.status = "processing";
    await db.bookingQuote.update({ where: { id: slow.quoteId }, data: { cancelledAt: twoDaysAgo } });
    expect((await Promise.all([lookUpUnconfirmedRefunds(), lookUpUnconfirmedRefunds()])).sort()).toEqual([0, 1]);
    expect(await lookUpUnconfirmedRefunds()).toBe(0);
    expect(lookups()).toBe(2);
    const audited = () => db.auditEvent.count({ where: { target: { contains: "daily check" } } });
    expect(await audited()).toBe(2); // processed, then processing; an answer that changes nothing is not written
    const listed = (await paymentsView()).refundsOwed;
    expect(listed).toMatchObject([{ quoteId: slow.quoteId, status: "processing", checkable: true, checkedAt: expect.any(String) }]);
    expect(Date.now() - Date.parse(listed[0]!.checkedAt!)).toBeLessThan(60_000);
    await db.bookingQuote.update({ where: { id: slow.quoteId }, data: { refundCheckedAt: twoDaysAgo } });
    expect(await lookUpUnconfirmedRefunds()).toBe(1);
    expect(lookups()).toBe(3);
    expect(await audited()).toBe(2);

    // One Paystack does not know: logged, asked again tomorrow, and the others still looked up.
    const unknown = await cancelledBooking("paystack");
    await db.bookingQuote.update({ where: { id: unknown.quoteId }, data: { refundPaystackId: "999999", cancelledAt: new Date(twoDaysAgo.getTime() - 1000) } });
    await db.bookingQuote.update({ where: { id: slow.quoteId }, data: { refundCheckedAt: twoDaysAgo } });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await lookUpUnconfirmedRefunds()).toBe(2);
      expect(errors.mock.calls.flat().join(" ")).toContain(
        `looking up the refund of quote ${unknown.quoteId} at Paystack failed: Paystack did not say: Paystack answered 404: Refund not found`,
      );
    } finally {
      errors.mockRestore();
    }
    expect(await db.bookingQuote.findUniqueOrThrow({ where: { id: unknown.quoteId } })).toMatchObject({ refundStatus: "pending", refundCheckedAt: expect.any(Date) });
    expect(await lookUpUnconfirmedRefunds()).toBe(0);
    expect(paystack.refunds).toHaveLength(3); // looked up, never asked again
  });

  it("that Paystack says failed when looked up is listed as failed and mailed to the band; a failed one is not looked up", async () => {
    const { quoteId } = await cancelledBooking("paystack");
    await new Promise((resolve) => setTimeout(resolve, 100));
    paystack.refunds.at(-1)!.status = "failed";
    expect(await (await act(quoteId, { action: "check" })).json()).toEqual({ quoteId, refundStatus: "failed" });
    expect(await db.outbox.count({ where: { kind: "refund-failed" } })).toBe(1);
    expect((await paymentsView()).refundsOwed).toMatchObject([{ quoteId, status: "failed", checkable: false }]);
    expect(await errorOf(await act(quoteId, { action: "check" }))).toMatch(/^Only a refund Paystack took and has not confirmed can be looked up there/);
  });

  it("that failed later is listed again and mailed to the band; one marked by hand is not undone by a late event, and is counted once", async () => {
    const { quoteId, reference } = await cancelledBooking("paystack");
    expect((await db.bookingQuote.findUniqueOrThrow({ where: { id: quoteId } })).refundStatus).toBe("pending");
    await deliverRefundEvent(paystack, "refund.failed", reference);
    expect((await paymentsView()).refundsOwed.map((refund) => refund.status)).toEqual(["failed"]);
    // The band is told once, however often Paystack sends the event.
    await deliverRefundEvent(paystack, "refund.failed", reference);
    const notices = await db.outbox.findMany({ where: { kind: "refund-failed" } });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ subject: "Refund failed: Ada Obi" });
    expect(notices[0]!.text).toContain("Paystack could not refund ₦200,000 to Ada Obi for their cancelled booking.");
    expect(notices[0]!.text).toContain("ask Paystack again there, or pay it back by bank transfer and mark it refunded");

    expect((await act(quoteId, { action: "refunded", note: "Paid back by transfer after Paystack failed" })).status).toBe(200);
    await deliverRefundEvent(paystack, "refund.failed", reference);
    await deliverRefundEvent(paystack, "refund.pending", reference);
    expect((await db.bookingQuote.findUniqueOrThrow({ where: { id: quoteId } })).refundStatus).toBe("refunded by hand");
    await deliverRefundEvent(paystack, "refund.processed", reference);
    expect((await db.bookingQuote.findUniqueOrThrow({ where: { id: quoteId } })).refundStatus).toBe("processed");
    const view = await paymentsView();
    expect(view.refundsOwed).toEqual([]);
    expect(view.months.find((month) => month.month === thisMonth())).toMatchObject({ refunded: 200_000 });
  });
});

describe("bad requests change nothing", () => {
  it("answers 400, 401, 403, 404, 409 and 413 as they apply", async () => {
    const { quoteId } = await cancelledBooking("manual");
    for (const body of [
      {},
      { action: "delete" },
      { action: 1 },
      { action: "refunded" },
      { action: "refunded", note: 5 },
      { action: "refunded", note: " a " },
      { action: "retry", amount: 1 },
      { action: "check", note: "Paid back" },
    ]) {
      expect((await act(quoteId, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await errorOf(await act(quoteId, { action: "refunded", note: "x".repeat(201) }))).toMatch(/at most 200 characters/);
    expect(await errorOf(await act(quoteId, { action: "check" }))).toMatch(/^Only a refund Paystack took/); // paid by transfer
    expect((await act(quoteId, { action: "refunded", note: "x".repeat(2000) })).status).toBe(413);
    expect((await act(quoteId, { action: "refunded", note: "Paid back" }, {})).status).toBe(401);
    expect((await act(quoteId, { action: "refunded", note: "Paid back" }, { cookie, origin: "https://evil.example" })).status).toBe(403);
    const frontDesk = await signedInMember("desk", "front-desk");
    expect((await act(quoteId, { action: "refunded", note: "Paid back" }, { cookie: frontDesk.cookie })).status).toBe(403);
    const accounts = await signedInMember("accounts", "accounts");
    expect((await act(999_999, { action: "refunded", note: "Paid back" }, { cookie: accounts.cookie })).status).toBe(404);
    expect((await act("abc", { action: "refunded", note: "Paid back" }, { cookie: accounts.cookie })).status).toBe(400);
    // A booking that is not cancelled owes no refund.
    const open = await db.bookingQuote.create({
      data: {
        ...(await db.bookingQuote.findUniqueOrThrow({ where: { id: quoteId }, omit: { id: true, token: true } })),
        token: "another-token",
        status: "deposit-paid",
        refundStatus: null,
        refundAmount: null,
      },
    });
    expect(await errorOf(await act(open.id, { action: "refunded", note: "Paid back" }, { cookie: accounts.cookie }))).toMatch(/no refund still owed/);
    expect(await db.bookingQuote.findUniqueOrThrow({ where: { id: quoteId } })).toMatchObject({ refundStatus: "to refund by bank transfer", refundNote: null });
    expect((await paymentsView()).refundsOwed).toHaveLength(1);
  });
});
