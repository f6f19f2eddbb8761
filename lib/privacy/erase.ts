import "server-only";
import { ApiError } from "@/lib/common/api-error";
import { refreshContactSearchText } from "@/lib/contacts/search-text";
import { db, type Tx } from "@/lib/db";
import type { PersonKey } from "@/lib/validation/privacy";
import { personContactPages, personMatch } from "./person";

// Erasure (issue 66, item 3): what the band holds about one person is deleted, except what
// Nigerian tax law keeps for six years: an enquiry whose quote was invoiced or paid stays, with
// the name the invoice and receipts carry, its contact details removed; its quotes, payments and
// document numbers stay. Everything else goes: other enquiries (with their quotes and lineups),
// WhatsApp conversations, event plans, the messages sent to the person, the newsletter entry.
// One transaction: the person is erased whole or not at all. Their enquiries are found a page at a
// time by keyset (lib/privacy/person.ts) and erased one by one.

/** How long a large erasure may take inside its transaction. */
const ERASE_TIMEOUT_MS = 60_000;

export type Erased = {
  enquiriesDeleted: number;
  /** Enquiries kept for their invoices or payments, with the name and without contact details. */
  enquiriesKept: number;
  whatsappMessages: number;
  eventPlans: number;
  messagesSent: number;
  newsletter: number;
  /** The person's own privacy requests: kept as the record that they were answered, their address and details removed. */
  privacyRequests: number;
  kept: { invoices: number; receipts: number; payments: number; why: string };
};

const KEPT_WHY = "Invoices, receipts and payments are kept for six years (Nigerian tax records), with the name they carry; the contact details were removed.";

/** A quote with an invoice or a payment: a tax record, kept with its enquiry. */
const taxRecord = { OR: [{ invoiceNumber: { not: null } }, { payments: { some: {} } }] };

/** Refuses while a quote of the person waits for payment (cancel it first), naming each. */
async function refuseWhileAwaitingPayment(tx: Tx, key: PersonKey, now: Date): Promise<void> {
  const awaiting: number[] = [];
  for await (const ids of personContactPages(tx, key)) {
    for (const contactId of ids) {
      const quotes = await tx.bookingQuote.findMany({ where: { contactId, status: { in: ["sent", "deposit-paid"] }, expiresAt: { gt: now } }, select: { id: true } });
      awaiting.push(...quotes.map((quote) => quote.id));
    }
  }
  if (awaiting.length) throw new ApiError(409, "conflict", `Quote ${awaiting.join(", ")} is waiting for payment: cancel it first, then erase the person.`);
}

/**
 * Erases one enquiry; adds what it did to `erased`. Each statement names the one contact, so no
 * list of ids is ever bound into a query (SQLite refuses more than 996 parameters in one).
 */
async function eraseEnquiry(tx: Tx, contactId: number, erased: Erased): Promise<void> {
  const kept = await tx.bookingQuote.findMany({
    where: { contactId, ...taxRecord },
    select: { invoiceNumber: true, payments: { select: { receiptNumber: true } } },
  });
  erased.whatsappMessages += (await tx.whatsappMessage.deleteMany({ where: { contactId } })).count;
  erased.eventPlans += (await tx.eventPlan.deleteMany({ where: { quote: { contactId } } })).count;
  erased.messagesSent += (await tx.outbox.deleteMany({ where: { contactId } })).count;
  if (kept.length === 0) {
    erased.enquiriesDeleted += (await tx.contact.deleteMany({ where: { id: contactId } })).count;
    return;
  }
  // The acceptance's network address goes; a private person's postal address on the invoice too.
  await tx.bookingQuote.updateMany({ where: { contactId }, data: { acceptedAddress: null } });
  await tx.bookingQuote.updateMany({ where: { contactId, billKind: "person" }, data: { billAddress: null } });
  await tx.contact.update({
    where: { id: contactId },
    data: { email: null, phone: "erased", phoneDigits: null, message: null, venue: null, budget: null, spamReason: null },
  });
  // Nor may the search column keep what was erased.
  await refreshContactSearchText(tx, contactId);
  erased.enquiriesKept += 1;
  erased.kept.invoices += kept.filter((quote) => quote.invoiceNumber).length;
  erased.kept.payments += kept.flatMap((quote) => quote.payments).length;
  erased.kept.receipts += kept.flatMap((quote) => quote.payments).filter((payment) => payment.receiptNumber).length;
}

export function erasePerson(key: PersonKey, now = new Date()): Promise<Erased> {
  return db.$transaction(
    async (tx) => {
      await refuseWhileAwaitingPayment(tx, key, now);
      const erased: Erased = {
        enquiriesDeleted: 0,
        enquiriesKept: 0,
        whatsappMessages: 0,
        eventPlans: 0,
        messagesSent: 0,
        newsletter: 0,
        privacyRequests: 0,
        kept: { invoices: 0, receipts: 0, payments: 0, why: KEPT_WHY },
      };
      // Each page's enquiries stop matching (deleted, or their email and phone removed); the next page starts after its last id.
      for await (const ids of personContactPages(tx, key)) for (const contactId of ids) await eraseEnquiry(tx, contactId, erased);
      // What was sent to the person's address or number outside an enquiry, and their newsletter entry.
      const { email, digits } = personMatch(key);
      if (email) {
        erased.messagesSent += Number(await tx.$executeRaw`DELETE FROM "outbox" WHERE lower("to") = ${email}`);
        erased.newsletter = Number(await tx.$executeRaw`DELETE FROM "newsletters" WHERE lower("email") = ${email}`);
        erased.privacyRequests = (await tx.privacyRequest.updateMany({ where: { email }, data: { email: "erased", details: null } })).count;
      }
      if (digits) erased.messagesSent += (await tx.outbox.deleteMany({ where: { to: digits } })).count;
      return erased;
    },
    { timeout: ERASE_TIMEOUT_MS },
  );
}
