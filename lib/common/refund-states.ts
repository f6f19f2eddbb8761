// A cancelled booking's refund state (booking_quotes.refundStatus), read by the server and the panel:
// requested | pending | processing | needs-attention | processed | failed[: why] come from
// Paystack's answers, its refund.* events and its GET /refund/{id}; "to refund by bank transfer" is
// a deposit paid by transfer; "refunded by hand" is the band's own mark.

/** The band's mark on a refund it made itself (or saw made in Paystack's dashboard). */
export const REFUNDED_BY_HAND = "refunded by hand";

/** A refund that is done: counted in the month's refunds, off "Refunds still owed". */
export const REFUND_DONE_STATUSES = ["processed", REFUNDED_BY_HAND];

/** Paystack took the refund and has not said it is done or failed: it can be asked where it is. */
export const REFUND_AWAITING_PAYSTACK = ["pending", "processing", "needs-attention"];

/** Paystack refused the refund ("failed: why") or reported it failed (refund.failed). */
export const isFailedRefund = (status: string | null) => status?.startsWith("failed") ?? false;
