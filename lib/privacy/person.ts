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

/** The ids of the person's enquiries: a raw query so the email matches in any case on both engines. */
export async function personContactIds(reader: Pick<Tx, "$queryRaw">, key: PersonKey): Promise<number[]> {
  const { email, digits } = personMatch(key);
  const byEmail = email ? await reader.$queryRaw<{ id: number }[]>`SELECT "id" FROM "contacts" WHERE lower("email") = ${email}` : [];
  const byPhone = digits ? await reader.$queryRaw<{ id: number }[]>`SELECT "id" FROM "contacts" WHERE "phoneDigits" = ${digits}` : [];
  return [...new Set([...byEmail, ...byPhone].map((row) => Number(row.id)))].sort((a, b) => a - b);
}

export async function findPerson(key: PersonKey, reader: Reader = db) {
  const ids = await personContactIds(reader, key);
  const [enquiries, whatsappMessages, quotes] = await Promise.all([
    reader.contact.findMany({ where: { id: { in: ids } }, orderBy: { id: "asc" } }),
    reader.whatsappMessage.findMany({ where: { contactId: { in: ids } }, orderBy: { id: "asc" }, omit: { waMessageId: true } }),
    // The quote's link is a key to the client's page: never in an export.
    reader.bookingQuote.findMany({
      where: { contactId: { in: ids } },
      orderBy: { id: "asc" },
      omit: { token: true, url: true },
      include: { plan: { select: { data: true, updatedAt: true } } },
    }),
  ]);
  const payments = await reader.bookingPayment.findMany({ where: { quoteId: { in: quotes.map((quote) => quote.id) } }, orderBy: { id: "asc" } });
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
