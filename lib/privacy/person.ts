import "server-only";
import { db, type Tx } from "@/lib/db";
import { phoneDigits } from "@/lib/validation/phone-number";
import type { PersonKey } from "@/lib/validation/privacy";

// One person's data (issue 66, item 2): every enquiry they made (any form, WhatsApp), their
// WhatsApp messages, quotes with their event plans, payments, the documents issued to them, and
// their newsletter subscription, found by email (any case) or phone (any form, as its digits).

type Reader = Pick<Tx, "$queryRaw" | "contact" | "whatsappMessage" | "bookingQuote" | "bookingPayment" | "newsletter">;

/** The email lowercased and the phone's digits: how the person is matched. */
export function personMatch(key: PersonKey) {
  return { email: key.email?.toLowerCase() ?? null, digits: key.phone ? phoneDigits(key.phone) : null };
}

/** Enquiries read or changed at a time: a page's ids stay far below SQLite's bound on one statement's parameters. */
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

async function recordsOf(reader: Reader, ids: number[]) {
  return Promise.all([
    reader.contact.findMany({ where: { id: { in: ids } }, orderBy: { id: "asc" } }),
    reader.whatsappMessage.findMany({ where: { contactId: { in: ids } }, orderBy: { id: "asc" }, omit: { waMessageId: true } }),
    // The quote's link is a key to the client's page: never in an export.
    reader.bookingQuote.findMany({
      where: { contactId: { in: ids } },
      orderBy: { id: "asc" },
      omit: { token: true, url: true },
      include: { plan: { select: { data: true, updatedAt: true } } },
    }),
    reader.bookingPayment.findMany({ where: { quote: { contactId: { in: ids } } }, orderBy: { id: "asc" } }),
  ]);
}

type Records = Awaited<ReturnType<typeof recordsOf>>;

export async function findPerson(key: PersonKey, reader: Reader = db) {
  const enquiries: Records[0] = [];
  const whatsappMessages: Records[1] = [];
  const quotes: Records[2] = [];
  const payments: Records[3] = [];
  for await (const ids of personContactPages(reader, key)) {
    const [pageEnquiries, pageMessages, pageQuotes, pagePayments] = await recordsOf(reader, ids);
    enquiries.push(...pageEnquiries);
    whatsappMessages.push(...pageMessages);
    quotes.push(...pageQuotes);
    payments.push(...pagePayments);
  }
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
    records: { enquiries, whatsappMessages, quotes, payments, documents, newsletter },
  };
}
