import "server-only";
import { ApiError } from "@/lib/common/api-error";
import { db, type Tx } from "@/lib/db";
import type { PersonKey } from "@/lib/validation/privacy";
import { personContactPages, personMatch } from "./person";

// Erasure (issue 66, item 3): what the band holds about one person is deleted, except what
// Nigerian tax law keeps for six years: an enquiry whose quote was invoiced or paid stays, with
// the name the invoice and receipts carry, its contact details removed; its quotes, payments and
// document numbers stay. Everything else goes: other enquiries (with their quotes and lineups),
// WhatsApp conversations, event plans, the messages sent to the person, the newsletter entry.
// One transaction: the person is erased whole or not at all. Their enquiries are taken a page of
// ids at a time (lib/privacy/person.ts), never one unbounded list in a statement.

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
    const quotes = await tx.bookingQuote.findMany({ where: { contactId: { in: ids }, status: { in: ["sent", "deposit-paid"] }, expiresAt: { gt: now } }, select: { id: true } });
    awaiting.push(...quotes.map((quote) => quote.id));
  }
  if (awaiting.length) throw new ApiError(409, "conflict", `Quote ${awaiting.join(", ")} is waiting for payment: cancel it first, then erase the person.`);
}

/** Erases one page of the person's enquiries; adds what it did to `erased`. */
async function erasePage(tx: Tx, ids: number[], erased: Erased): Promise<void> {
  const kept = await tx.bookingQuote.findMany({
    where: { contactId: { in: ids }, ...taxRecord },
    select: { contactId: true, invoiceNumber: true, payments: { select: { receiptNumber: true } } },
  });
  const keptContacts = [...new Set(kept.map((quote) => quote.contactId))];
  erased.whatsappMessages += (await tx.whatsappMessage.deleteMany({ where: { contactId: { in: ids } } })).count;
  erased.eventPlans += (await tx.eventPlan.deleteMany({ where: { quote: { contactId: { in: ids } } } })).count;
  erased.messagesSent += (await tx.outbox.deleteMany({ where: { contactId: { in: ids } } })).count;
  erased.enquiriesDeleted += (await tx.contact.deleteMany({ where: { id: { in: ids.filter((id) => !keptContacts.includes(id)) } } })).count;
  // The acceptance's network address goes; a private person's postal address on the invoice too.
  await tx.bookingQuote.updateMany({ where: { contactId: { in: keptContacts } }, data: { acceptedAddress: null } });
  await tx.bookingQuote.updateMany({ where: { contactId: { in: keptContacts }, billKind: "person" }, data: { billAddress: null } });
  await tx.contact.updateMany({
    where: { id: { in: keptContacts } },
    data: { email: null, phone: "erased", phoneDigits: null, message: null, venue: null, budget: null, spamReason: null },
  });
  erased.enquiriesKept += keptContacts.length;
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
      for await (const ids of personContactPages(tx, key)) await erasePage(tx, ids, erased);
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
