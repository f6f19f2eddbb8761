import "server-only";
import { lagosDate } from "@/lib/dates/lagos-days";
import { readableDate } from "@/lib/dates/readable";
import { formatNaira } from "@/lib/payments/naira";
import type { DocumentBooking } from "./booking";

// What the invoice and the receipts say about a booking's payments, in the same words.

export type Payment = DocumentBooking["payments"][number];

export const day = (moment: Date) => readableDate(lagosDate(moment));
export const counted = (payment: Payment) => payment.status === "paid" || payment.status === "refunded";
const paidPart = (booking: DocumentBooking, part: "deposit" | "balance") => booking.payments.find((payment) => payment.part === part && counted(payment));

/** A part's amount with when it was paid (and its receipt) or when it is due. */
export function partLine(booking: DocumentBooking, part: "deposit" | "balance", amount: number, dueAt: Date | null): string {
  const paid = paidPart(booking, part);
  if (paid?.paidAt) return `${formatNaira(amount)}, paid ${day(paid.paidAt)}${paid.receiptNumber ? ` (receipt ${paid.receiptNumber})` : ""}`;
  return dueAt ? `${formatNaira(amount)}, due by ${day(dueAt)}` : formatNaira(amount);
}

export const statusWords: Record<string, string> = { sent: "Awaiting deposit", "deposit-paid": "Deposit paid", paid: "Paid in full", cancelled: "Cancelled", replaced: "Replaced" };
