import { db } from "@/lib/db";

// Players and events for the lineup tests (issue 63), written straight to the database.

let phoneSuffix = 100;

/** A player with the given roles and usual fee; answers the row. */
export async function makePlayer(name: string, roles: string[], fee = 50_000) {
  phoneSuffix += 1;
  return db.player.create({ data: { name, phone: `234803000${String(phoneSuffix).padStart(4, "0")}`, roles: JSON.stringify(roles), fee } });
}

/** An enquiry with an event date (booked unless told), as the inbox stores it. */
export async function makeEvent(eventDate: string, { name = "Tolu Bello", status = "booked", venue = "Lekki Phase 1" } = {}) {
  return db.contact.create({
    data: { name, email: "tolu.bello@example.com", phone: "+234 802 555 0101", eventType: "wedding", eventDate, source: "quote-full", status, venue },
  });
}

/** A quote on the event with its deposit paid: what the client has paid so far. */
export async function payDeposit(contactId: number, amount: number, paidAt = new Date()) {
  const quote = await db.bookingQuote.create({
    data: {
      contactId,
      token: `t${contactId}-${Math.random().toString(36).slice(2)}`.padEnd(43, "x").slice(0, 43),
      url: "http://localhost:3000/booking/x",
      total: amount * 2,
      deposit: amount,
      balance: amount,
      depositDueAt: new Date(),
      expiresAt: new Date(Date.now() + 90 * 86_400_000),
      status: "deposit-paid",
    },
  });
  await db.bookingPayment.create({ data: { quoteId: quote.id, part: "deposit", method: "manual", reference: `manual-${quote.id}`, amount, status: "paid", paidAt } });
  return quote;
}
