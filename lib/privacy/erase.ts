import "server-only";
import { ApiError } from "@/lib/common/api-error";
import { db } from "@/lib/db";
import type { PersonKey } from "@/lib/validation/privacy";
import { personContactIds, personMatch } from "./person";

// Erasure (issue 66, item 3): what the band holds about one person is deleted, except what
// Nigerian tax law keeps for six years: an enquiry whose quote was invoiced or paid stays, with
// the name the invoice and receipts carry, its contact details removed; its quotes, payments and
// document numbers stay. Everything else goes: other enquiries (with their quotes and lineups),
// WhatsApp conversations, event plans, the messages sent to the person, the newsletter entry.
// One transaction: the person is erased whole or not at all.

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
  kept: { invoices: number; receipts: number; payments: number; why: string };
};

const KEPT_WHY = "Invoices, receipts and payments are kept for six years (Nigerian tax records), with the name they carry; the contact details were removed.";

export function erasePerson(key: PersonKey, now = new Date()): Promise<Erased> {
  return db.$transaction(
    async (tx) => {
      const ids = await personContactIds(tx, key);
      const quotes = await tx.bookingQuote.findMany({
        where: { contactId: { in: ids } },
        select: { id: true, contactId: true, status: true, expiresAt: true, invoiceNumber: true, billKind: true, payments: { select: { id: true, receiptNumber: true } } },
      });
      const awaiting = quotes.filter((quote) => (quote.status === "sent" || quote.status === "deposit-paid") && quote.expiresAt > now);
      if (awaiting.length) {
        throw new ApiError(409, "conflict", `Quote ${awaiting.map((quote) => quote.id).join(", ")} is waiting for payment: cancel it first, then erase the person.`);
      }
      const keptQuotes = quotes.filter((quote) => quote.invoiceNumber || quote.payments.length);
      const keptContacts = [...new Set(keptQuotes.map((quote) => quote.contactId))];
      const { email, digits } = personMatch(key);

      const whatsappMessages = (await tx.whatsappMessage.deleteMany({ where: { contactId: { in: ids } } })).count;
      const eventPlans = (await tx.eventPlan.deleteMany({ where: { quoteId: { in: quotes.map((quote) => quote.id) } } })).count;
      const mailedIds = email ? (await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "outbox" WHERE lower("to") = ${email}`).map((row) => Number(row.id)) : [];
      const messagesSent = (await tx.outbox.deleteMany({ where: { OR: [{ contactId: { in: ids } }, { id: { in: mailedIds } }, ...(digits ? [{ to: digits }] : [])] } })).count;
      const newsletter = email ? Number(await tx.$executeRaw`DELETE FROM "newsletters" WHERE lower("email") = ${email}`) : 0;
      const enquiriesDeleted = (await tx.contact.deleteMany({ where: { id: { in: ids.filter((id) => !keptContacts.includes(id)) } } })).count;
      await tx.contact.updateMany({
        where: { id: { in: keptContacts } },
        data: { email: null, phone: "erased", phoneDigits: null, message: null, venue: null, budget: null, spamReason: null },
      });
      // The acceptance's network address goes; a private person's postal address on the invoice too.
      await tx.bookingQuote.updateMany({ where: { id: { in: keptQuotes.map((quote) => quote.id) } }, data: { acceptedAddress: null } });
      await tx.bookingQuote.updateMany({ where: { id: { in: keptQuotes.map((quote) => quote.id) }, billKind: "person" }, data: { billAddress: null } });
      return {
        enquiriesDeleted,
        enquiriesKept: keptContacts.length,
        whatsappMessages,
        eventPlans,
        messagesSent,
        newsletter,
        kept: {
          invoices: keptQuotes.filter((quote) => quote.invoiceNumber).length,
          receipts: keptQuotes.flatMap((quote) => quote.payments).filter((payment) => payment.receiptNumber).length,
          payments: keptQuotes.flatMap((quote) => quote.payments).length,
          why: KEPT_WHY,
        },
      };
    },
    { timeout: ERASE_TIMEOUT_MS },
  );
}
