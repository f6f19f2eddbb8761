import { describe, expect, it } from "vitest";
import { daysUntil, quoteAmounts, refundFor, refundPercent } from "@/lib/common/payment-terms";
import { addDays } from "@/lib/dates/lagos-days";

const today = "2027-01-10";
const event = (days: number) => addDays(today, days);

describe("the terms as a quote", () => {
  it("asks for the whole amount at once when the event is 3 days away", () => {
    expect(quoteAmounts(500_000, event(3), today)).toEqual({ total: 500_000, deposit: 500_000, balance: 0, depositDue: today, balanceDue: null, expires: event(4) });
  });

  it("still takes full payment at exactly 7 days, a deposit from 8", () => {
    expect(quoteAmounts(100_000, event(7), today).balance).toBe(0);
    expect(quoteAmounts(100_000, event(8), today).deposit).toBe(50_000);
  });

  it("splits 50/50 at 10 days, with the deposit due no later than the balance (7 days before)", () => {
    expect(quoteAmounts(500_000, event(10), today)).toEqual({ total: 500_000, deposit: 250_000, balance: 250_000, depositDue: event(3), balanceDue: event(3), expires: event(11) });
  });

  it("gives a week for the deposit at 20 and 40 days; the balance is due 7 days before", () => {
    expect(quoteAmounts(1_200_000, event(20), today)).toMatchObject({ deposit: 600_000, balance: 600_000, depositDue: event(7), balanceDue: event(13) });
    expect(quoteAmounts(1_200_000, event(40), today)).toMatchObject({ deposit: 600_000, balance: 600_000, depositDue: event(7), balanceDue: event(33) });
  });

  it("rounds an odd total's deposit up, so the two parts add up to the total", () => {
    const amounts = quoteAmounts(100_001, event(40), today);
    expect([amounts.deposit, amounts.balance]).toEqual([50_001, 50_000]);
  });
});

describe("the terms as a refund", () => {
  it("refunds 80% over 30 days, 50% at 15–30, 25% at 7–14, nothing under 7", () => {
    expect([31, 30, 15, 14, 7, 6, 0].map(refundPercent)).toEqual([80, 50, 50, 25, 25, 0, 0]);
  });

  it("computes the refund of a paid deposit for the day of the cancellation, rounded down", () => {
    expect(refundFor(250_001, event(40), today)).toEqual({ daysAway: 40, percent: 80, amount: 200_000 });
    expect(refundFor(250_000, event(20), today)).toEqual({ daysAway: 20, percent: 50, amount: 125_000 });
    expect(refundFor(250_000, event(10), today)).toEqual({ daysAway: 10, percent: 25, amount: 62_500 });
    expect(refundFor(250_000, event(3), today)).toEqual({ daysAway: 3, percent: 0, amount: 0 });
    expect(daysUntil(today, today)).toBe(0);
  });
});
