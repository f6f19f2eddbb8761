import { beforeEach, describe, expect, it } from "vitest";
import { POST as markPaid } from "@/app/api/admin/quotes/[id]/payments/route";
import { DELETE as undoMark } from "@/app/api/admin/quotes/[id]/payments/[paymentId]/route";
import { POST as createQuote } from "@/app/api/contacts/[id]/quote/route";
import { addDays, lagosDate } from "@/lib/dates/lagos-days";
import { publicAvailability } from "@/lib/availability/queries";
import { db } from "@/lib/db";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { request } from "../support/requests";

// Issue #44: a bank transfer marked by hand says how much arrived and when; another amount than
// the one due is recorded and flagged and books nothing; a mark can be undone for 24 hours.

const withId = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });
const withPayment = (id: number, paymentId: number | string) => ({ params: Promise.resolve({ id: String(id), paymentId: String(paymentId) }) });
const eventDate = addDays(lagosDate(), 40);
let cookie = "";

beforeEach(async () => {
  await resetDatabase();
  cookie = await signedInAdminCookie();
});

async function openQuote(total = 500_000) {
  const contact = await db.contact.create({
    data: { name: "Ada Obi", email: "ada@example.com", phone: "+2348031234567", eventType: "wedding", eventDate, venue: "Eko Hotel", source: "contact" },
  });
  const response = await createQuote(request("POST", `/api/contacts/${contact.id}/quote`, { cookie, body: { total } }), withId(contact.id));
  expect(response.status).toBe(201);
  const quote = await db.bookingQuote.findFirstOrThrow({ where: { contactId: contact.id } });
  return { contact, quote };
}
const mark = (quoteId: number, body: unknown, headers: { cookie?: string; origin?: string } = { cookie }) =>
  markPaid(request("POST", `/api/admin/quotes/${quoteId}/payments`, { body, ...headers }), withId(quoteId));
const undo = (quoteId: number, paymentId: number | string, headers: { cookie?: string; origin?: string } = { cookie }) =>
  undoMark(request("DELETE", `/api/admin/quotes/${quoteId}/payments/${paymentId}`, headers), withPayment(quoteId, paymentId));
const dayState = async () => (await publicAvailability(eventDate, eventDate))[0]!.state;
const receipts = () => db.outbox.count({ where: { kind: "payment-receipt" } });

describe("a quote sent without Paystack (issue #44)", () => {
  it("speaks of bank transfer in the client's mail and WhatsApp text, never of online payment", async () => {
    delete process.env.PAYSTACK_SECRET_KEY;
    const contact = await db.contact.create({
      data: { name: "Chidi Okafor", email: "chidi@example.com", phone: "+2348031234569", eventType: "wedding", eventDate, venue: "Eko Hotel", source: "contact" },
    });
    const response = await createQuote(request("POST", `/api/contacts/${contact.id}/quote`, { cookie, body: { total: 500_000 } }), withId(contact.id));
    const { whatsappUrl } = (await response.json()) as { whatsappUrl: string };
    const text = decodeURIComponent(new URL(whatsappUrl).searchParams.get("text")!);
    expect(text).toContain("Here is your quote, with the terms and how to pay by bank transfer: ");
    expect(text).not.toMatch(/online/);
    const mail = await db.outbox.findFirstOrThrow({ where: { kind: "quote" } });
    expect(mail.text).toContain("The quote page shows the terms and how to pay by bank transfer.");
    expect(mail.text).toContain("View your quote");
    expect(mail.text).not.toMatch(/online|View your quote and pay/);
  });
});

describe("POST /api/admin/quotes/{id}/payments", () => {
  it("books the date for the amount due, on the day it arrived, with the client's receipt", async () => {
    const { contact, quote } = await openQuote();
    const yesterday = addDays(lagosDate(), -1);
    const response = await mark(quote.id, { part: "deposit", amount: quote.deposit, receivedOn: yesterday });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ part: "deposit", amount: quote.deposit, due: quote.deposit, flagged: false });
    const payment = await db.bookingPayment.findFirstOrThrow();
    expect(payment).toMatchObject({ status: "paid", method: "manual", amount: quote.deposit });
    expect(lagosDate(payment.paidAt!)).toBe(yesterday);
    expect((await db.contact.findUniqueOrThrow({ where: { id: contact.id } })).status).toBe("booked");
    expect(await dayState()).not.toBe("free");
    expect(await receipts()).toBe(1);
  });

  it("records another amount as received and flagged, booking nothing and sending nothing", async () => {
    const { contact, quote } = await openQuote();
    const response = await mark(quote.id, { part: "deposit", amount: 200_000, receivedOn: lagosDate() });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ amount: 200_000, due: quote.deposit, flagged: true });
    const payment = await db.bookingPayment.findFirstOrThrow();
    expect(payment).toMatchObject({ status: "flagged", amount: 200_000 });
    expect(payment.flag).toBe("₦200,000 received, ₦250,000 was due: not counted, and the date is not booked until the deposit is paid in full");
    expect((await db.contact.findUniqueOrThrow({ where: { id: contact.id } })).status).toBe("contacted");
    expect((await db.bookingQuote.findUniqueOrThrow({ where: { id: quote.id } })).status).toBe("sent");
    expect(await dayState()).toBe("free");
    expect(await receipts()).toBe(0);
    expect((await db.auditEvent.findFirstOrThrow({ where: { action: "payment" } })).target).toContain("(flagged, not booked)");
  });

  it("answers 400 to a missing or mistyped amount or date, and to a date in the future", async () => {
    const { quote } = await openQuote();
    const today = lagosDate();
    const cases: [unknown, string][] = [
      [{ part: "deposit", receivedOn: today }, "amount: The amount received must be whole Naira"],
      [{ part: "deposit", amount: "250000", receivedOn: today }, "amount: The amount received must be whole Naira"],
      [{ part: "deposit", amount: 250_000.5, receivedOn: today }, "amount: The amount received must be whole Naira"],
      [{ part: "deposit", amount: 0, receivedOn: today }, "amount: The amount received must be at least ₦1"],
      [{ part: "deposit", amount: 250_000 }, "receivedOn: The date received must be a date (YYYY-MM-DD)"],
      [{ part: "deposit", amount: 250_000, receivedOn: "13/03/2027" }, "receivedOn: The date received must be a date (YYYY-MM-DD)"],
      [{ part: "deposit", amount: 250_000, receivedOn: "2026-02-30" }, "receivedOn: The date received must be a real date"],
      [{ part: "deposit", amount: 250_000, receivedOn: addDays(today, 1) }, "receivedOn: The date received must not be in the future"],
      [{ part: "deposit", amount: 250_000, receivedOn: today, extra: 1 }, "extra: Unknown field"],
    ];
    for (const [body, message] of cases) {
      const response = await mark(quote.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { error: string }).error, JSON.stringify(body)).toBe(message);
    }
    expect(await db.bookingPayment.count()).toBe(0);
  });
});

describe("DELETE /api/admin/quotes/{id}/payments/{paymentId}: undo a mark", () => {
  it("reopens the deposit and frees the date within 24 hours, tells nobody, and is audited", async () => {
    const { contact, quote } = await openQuote();
    const marked = (await (await mark(quote.id, { part: "deposit", amount: quote.deposit, receivedOn: lagosDate() })).json()) as { paymentId: number };
    expect(await dayState()).not.toBe("free");
    const mailsBefore = await db.outbox.count();

    const response = await undo(quote.id, marked.paymentId);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ part: "deposit", amount: quote.deposit, dateFreed: true });
    expect((await db.bookingPayment.findUniqueOrThrow({ where: { id: marked.paymentId } })).status).toBe("undone");
    expect((await db.bookingQuote.findUniqueOrThrow({ where: { id: quote.id } })).status).toBe("sent");
    expect((await db.contact.findUniqueOrThrow({ where: { id: contact.id } })).status).toBe("contacted");
    expect(await dayState()).toBe("free");
    expect(await db.outbox.count()).toBe(mailsBefore);
    expect((await db.auditEvent.findFirstOrThrow({ where: { action: "payment", target: { contains: "undone" } } })).target).toBe(
      "Ada Obi's deposit of ₦250000 marked received by hand: undone, the date is free again",
    );
    // Once undone, it is not undone twice; the deposit can be marked again.
    expect((await undo(quote.id, marked.paymentId)).status).toBe(409);
    expect((await mark(quote.id, { part: "deposit", amount: quote.deposit, receivedOn: lagosDate() })).status).toBe(201);
  });

  it("undoes a flagged amount too, and the balance before the deposit", async () => {
    const { quote } = await openQuote();
    const flagged = (await (await mark(quote.id, { part: "deposit", amount: 1000, receivedOn: lagosDate() })).json()) as { paymentId: number };
    expect((await undo(quote.id, flagged.paymentId)).status).toBe(200);
    const deposit = (await (await mark(quote.id, { part: "deposit", amount: quote.deposit, receivedOn: lagosDate() })).json()) as { paymentId: number };
    const balance = (await (await mark(quote.id, { part: "balance", amount: quote.balance, receivedOn: lagosDate() })).json()) as { paymentId: number };
    const first = await undo(quote.id, deposit.paymentId);
    expect(first.status).toBe(409);
    expect(await first.json()).toEqual({ error: "Undo the balance first", code: "conflict" });
    expect(await (await undo(quote.id, balance.paymentId)).json()).toMatchObject({ part: "balance", dateFreed: false });
    expect((await db.bookingQuote.findUniqueOrThrow({ where: { id: quote.id } })).status).toBe("deposit-paid");
    expect(await dayState()).not.toBe("free");
  });

  it("refuses after 24 hours, a Paystack payment, unknown ids, strangers and other sites", async () => {
    const { quote } = await openQuote();
    const marked = (await (await mark(quote.id, { part: "deposit", amount: quote.deposit, receivedOn: lagosDate() })).json()) as { paymentId: number };
    expect((await undo(quote.id, marked.paymentId, {})).status).toBe(401);
    expect((await undo(quote.id, marked.paymentId, { cookie, origin: "https://evil.example" })).status).toBe(403);
    expect((await undo(quote.id, "x")).status).toBe(400);
    expect((await undo(quote.id, 99_999)).status).toBe(404);
    expect((await undo(quote.id + 1, marked.paymentId)).status).toBe(404);

    await db.bookingPayment.update({ where: { id: marked.paymentId }, data: { createdAt: new Date(Date.now() - 25 * 3_600_000) } });
    const late = await undo(quote.id, marked.paymentId);
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({ error: "A mark can be undone within 24 hours of making it", code: "conflict" });

    const online = await db.bookingPayment.create({
      data: { quoteId: quote.id, part: "balance", method: "paystack", reference: "bk-online", amount: quote.balance, status: "paid", paidAt: new Date() },
    });
    expect((await undo(quote.id, online.id)).status).toBe(409);
    expect((await db.bookingPayment.findUniqueOrThrow({ where: { id: marked.paymentId } })).status).toBe("paid");
  });
});
