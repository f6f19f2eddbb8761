import { addDays, daysBetween, lagosDate } from "@/lib/dates/lagos-days";

// The site's terms of booking (spec, Terms text) as arithmetic: what a quote asks for and when, and
// what a cancellation refunds. Days are Lagos calendar days; amounts are whole Naira.

/** Booked this close to the event (or closer), the whole amount is due at once. */
const FULL_PAYMENT_WITHIN_DAYS = 7;
/** The balance is due this many days before the event. */
const BALANCE_DUE_DAYS_BEFORE = 7;
/** A deposit is asked for within this many days of the quote (and never after the balance's date). */
const DEPOSIT_WITHIN_DAYS = 7;
/** The largest total a quote takes, in Naira (amounts are stored as whole Naira in 32-bit columns). */
export const MAX_QUOTE_TOTAL = 100_000_000;

/** VAT on a price (issue 64): `rate` percent, rounded to the naira (half up); none when not VAT-registered. */
export function vatOn(subtotal: number, vat: { vatRegistered: boolean; vatRate: number }): { subtotal: number; vat: number; total: number } {
  const amount = vat.vatRegistered ? Math.round((subtotal * Math.round(vat.vatRate * 100)) / 10_000) : 0;
  return { subtotal, vat: amount, total: subtotal + amount };
}

/** Whole days from today to the event (0 on the day itself). */
export const daysUntil = (eventDate: string, today: string = lagosDate()) => daysBetween(today, eventDate) - 1;

export type QuoteAmounts = {
  total: number;
  deposit: number;
  balance: number;
  /** Lagos dates (YYYY-MM-DD). */
  depositDue: string;
  balanceDue: string | null;
  /** The day after the event: the quote's link stops working then. */
  expires: string;
};

/** What a quote of `total` Naira asks for an event on `eventDate`, quoted on `today` (Lagos). */
export function quoteAmounts(total: number, eventDate: string, today: string = lagosDate()): QuoteAmounts {
  const daysAway = daysUntil(eventDate, today);
  const expires = addDays(eventDate, 1);
  if (daysAway <= FULL_PAYMENT_WITHIN_DAYS) {
    return { total, deposit: total, balance: 0, depositDue: today, balanceDue: null, expires };
  }
  const deposit = Math.ceil(total / 2);
  const balanceDue = addDays(eventDate, -BALANCE_DUE_DAYS_BEFORE);
  const withinAWeek = addDays(today, DEPOSIT_WITHIN_DAYS);
  return { total, deposit, balance: total - deposit, depositDue: withinAWeek < balanceDue ? withinAWeek : balanceDue, balanceDue, expires };
}

/** The deposit refund the terms give when a booking is cancelled `daysAway` days before the event. */
export function refundPercent(daysAway: number): number {
  if (daysAway > 30) return 80;
  if (daysAway >= 15) return 50;
  if (daysAway >= 7) return 25;
  return 0;
}

export type RefundTerms = { daysAway: number; percent: number; amount: number };

/** The refund of a paid deposit for a cancellation on `today` (Lagos); rounded down to whole Naira. */
export function refundFor(depositPaid: number, eventDate: string, today: string = lagosDate()): RefundTerms {
  const daysAway = daysUntil(eventDate, today);
  const percent = refundPercent(daysAway);
  return { daysAway, percent, amount: Math.floor((depositPaid * percent) / 100) };
}

/** A Lagos date's start as an instant (Lagos is UTC+1 all year). */
export const lagosDayStart = (date: string) => new Date(`${date}T00:00:00+01:00`);
