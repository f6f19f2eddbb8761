import "server-only";
import { db, type Tx } from "@/lib/db";
import { phoneDigits } from "@/lib/validation/phone-number";
import type { PersonKey } from "@/lib/validation/privacy";

// One person's data (issue 66, item 2): every enquiry they made (any form, WhatsApp), their
// WhatsApp messages, quotes with their event plans, payments, the documents issued to them, and
// their newsletter subscription and their privacy requests, found by email (any case) or phone
// (any form, as its digits).

type Reader = Pick<Tx, "$queryRaw" | "contact" | "whatsappMessage" | "bookingQuote" | "bookingPayment" | "newsletter">;

/** The email lowercased and the phone's digits: how the person is matched. */
export function personMatch(key: PersonKey) {
  return { email: key.email?.toLowerCase() ?? null, digits: key.phone ? phoneDigits(key.phone) : null };
}

/** Enquiries found at a time (keyset): each is then read or changed by its own id, never as a list in one statement. */
const PAGE = 200;

/**
 * The person's enquiries, a page of ids at a time in id order (keyset: after the last id of the
 * page before). A raw query, so the email matches in any case on both engines.
 */
export async function* personContactPages(reader: Pick<Tx, "$queryRaw">, key: PersonKey): AsyncGenerator<number[]> {
  const { email, digits } = personMatch(key);
  for (let after = 0; ;) {
    const rows = await reader.$queryRaw<
      { id: number }[]
    >`SELECT "id" FROM "contacts" WHERE (lower("email") = ${email} OR "phoneDigits" = ${digits}) AND "id" > ${after} ORDER BY "id" LIMIT ${PAGE}`;
    if (rows.length === 0) return;
    const ids = rows.map((row) => Number(row.id));
    yield ids;
    after = ids.at(-1)!;
  }
}

/** One enquiry's records (each statement names the one contact: no list of ids is bound into a query). */
async function recordsOf(reader: Reader, contactId: number) {
  return Promise.all([
    // The inbox's search column is an index of the fields here, not data of its own.
    reader.contact.findUniqueOrThrow({ where: { id: contactId }, omit: { searchText: true } }),
    reader.whatsappMessage.findMany({ where: { contactId }, orderBy: { id: "asc" }, omit: { waMessageId: true } }),
    // The quote's link is a key to the client's page: never in an export.
    reader.bookingQuote.findMany({
      where: { contactId },
      orderBy: { id: "asc" },
      omit: { token: true, url: true },
      include: { plan: { select: { data: true, updatedAt: true } } },
    }),
    reader.bookingPayment.findMany({ where: { quote: { contactId } }, orderBy: { id: "asc" } }),
  ]);
}

type Records = Awaited<ReturnType<typeof recordsOf>>;
const byId = <T extends { id: number }>(rows: T[]) => rows.sort((a, b) => a.id - b.id);

export async function findPerson(key: PersonKey, reader: Reader = db) {
  const enquiries: Records[0][] = [];
  const whatsappMessages: Records[1] = [];
  const quotes: Records[2] = [];
  const payments: Records[3] = [];
  for await (const ids of personContactPages(reader, key)) {
    for (const contactId of ids) {
      const [enquiry, messages, enquiryQuotes, enquiryPayments] = await recordsOf(reader, contactId);
      enquiries.push(enquiry);
      whatsappMessages.push(...messages);
      quotes.push(...enquiryQuotes);
      payments.push(...enquiryPayments);
    }
  }
  byId(whatsappMessages);
  byId(quotes);
  byId(payments);
  const { email } = personMatch(key);
  const newsletter = email
    ? (
        await reader.$queryRaw<
          { email: string; subscribed: boolean | number; createdAt: Date | string }[]
        >`SELECT "email", "subscribed", "createdAt" FROM "newsletters" WHERE lower("email") = ${email}`
      ).map((row) => ({
        email: row.email,
        subscribed: Boolean(row.subscribed),
        createdAt: new Date(row.createdAt).toISOString(),
      }))
    : [];
  // Their requests under the law (by email: the form asks for nothing else), answered or not.
  const privacyRequests = email
    ? (
        await reader.$queryRaw<
          { id: number; kind: string; details: string | null; receivedAt: Date | string; dueAt: Date | string; status: string; doneAt: Date | string | null }[]
        >`SELECT "id", "kind", "details", "receivedAt", "dueAt", "status", "doneAt" FROM "privacy_requests" WHERE lower("email") = ${email} ORDER BY "id"`
      ).map((row) => ({
        id: Number(row.id),
        kind: row.kind,
        details: row.details,
        receivedAt: new Date(row.receivedAt).toISOString(),
        dueAt: new Date(row.dueAt).toISOString(),
        status: row.status,
        doneAt: row.doneAt === null ? null : new Date(row.doneAt).toISOString(),
      }))
    : [];
  const documents = [
    ...quotes
      .filter((quote) => quote.invoiceNumber)
      .map((quote) => ({ kind: "invoice" as const, number: quote.invoiceNumber!, issuedAt: quote.invoicedAt, quoteId: quote.id, amount: quote.total })),
    ...payments
      .filter((payment) => payment.receiptNumber)
      .map((payment) => ({ kind: "receipt" as const, number: payment.receiptNumber!, issuedAt: payment.paidAt, quoteId: payment.quoteId, amount: payment.amount })),
  ];
  return {
    person: { email: key.email ?? null, phone: key.phone ? (phoneDigits(key.phone) ?? null) : null, names: [...new Set(enquiries.map((enquiry) => enquiry.name))] },
    records: { enquiries, whatsappMessages, quotes, payments, documents, newsletter, privacyRequests },
  };
}
