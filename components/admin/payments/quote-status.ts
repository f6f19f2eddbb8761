import { isFailedRefund } from "@/lib/common/refund-states";
import type { AdminQuote } from "@/lib/payments/admin-list";

/** A quote's state as the band reads it. */
export const quoteStatusLabels: Record<string, string> = {
  sent: "Quote sent, awaiting deposit",
  "deposit-paid": "Deposit paid: booked",
  paid: "Paid in full: booked",
  cancelled: "Cancelled",
  replaced: "Replaced by a newer quote",
};

export const paymentStatusLabels: Record<string, string> = {
  pending: "checkout started",
  paid: "paid",
  flagged: "needs checking",
  "refund-requested": "refund asked of Paystack",
  returned: "refunded in full, never counted",
  checked: "checked, never counted",
  refunded: "refunded",
  undone: "undone: not received",
};

/** A cancelled booking's refund state as the band reads it (lib/common/refund-states.ts names them). */
export function refundStatusLabel(status: string): string {
  if (status === "requested") return "being asked of Paystack";
  if (status === "pending" || status === "processing") return "asked of Paystack, not confirmed yet";
  if (status === "needs-attention") return "Paystack needs the client's bank account to make it (see its dashboard)";
  if (status === "processed") return "refunded by Paystack";
  if (isFailedRefund(status)) return status.startsWith("failed: ") ? `Paystack did not make it: ${status.slice("failed: ".length)}` : "Paystack did not make it";
  return status; // "to refund by bank transfer", "refunded by hand"
}

export function owedLine(quote: AdminQuote): string | null {
  if (quote.overdue) return `${quote.overdue === "deposit" ? "Deposit" : "Balance"} overdue`;
  return null;
}
