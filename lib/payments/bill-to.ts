import "server-only";
import { ApiError } from "@/lib/common/api-error";
import { db } from "@/lib/db";
import type { BillToInput } from "@/lib/validation/payments";

// Who a booking's invoice and receipts are made out to (issue 64): the client themself, or a
// company with its address and TIN. The client sets it on their booking page until the first
// payment counts (what was invoiced and paid must not change name afterwards); the band can always.

export type BillTo = { kind: "person" | "company"; company: string | null; address: string | null; tin: string | null };

export const billToOf = (quote: { billKind: string; billCompany: string | null; billAddress: string | null; billTin: string | null }): BillTo => ({
  kind: quote.billKind === "company" ? "company" : "person",
  company: quote.billCompany,
  address: quote.billAddress,
  tin: quote.billTin,
});

const stored = (input: BillToInput) =>
  input.kind === "company"
    ? { billKind: "company", billCompany: input.company ?? null, billAddress: input.address || null, billTin: input.tin || null }
    : { billKind: "person", billCompany: null, billAddress: input.address || null, billTin: null };

/** The client's choice, from their booking page: refused (409) once a payment has counted. */
export async function saveClientBillTo(quoteId: number, input: BillToInput): Promise<BillTo> {
  return db.$transaction(async (tx) => {
    const paid = await tx.bookingPayment.count({ where: { quoteId, status: { in: ["paid", "refunded"] } } });
    if (paid > 0) throw new ApiError(409, "conflict", "The billing details can no longer change once a payment is made: ask the band");
    return billToOf(await tx.bookingQuote.update({ where: { id: quoteId }, data: stored(input) }));
  });
}

/** The band's change, from the panel: any time (a corrected invoice). */
export async function saveBandBillTo(quoteId: number, input: BillToInput): Promise<BillTo> {
  const quote = await db.bookingQuote.findUnique({ where: { id: quoteId }, select: { id: true } });
  if (!quote) throw new ApiError(404, "not_found", "Quote not found");
  return billToOf(await db.bookingQuote.update({ where: { id: quoteId }, data: stored(input) }));
}
