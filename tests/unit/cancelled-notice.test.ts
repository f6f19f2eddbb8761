import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PaymentNotice } from "@/components/booking/payment-notice";
import type { BookingQuote } from "@/lib/payments/quotes";

// A cancelled booking's page tells the client what the terms refund and, once it is done, that it was sent.

type Payment = { part: string; status: string; reference: string };

function cancelledPage(refundAmount: number | null, refundStatus: string | null, payments: Payment[]) {
  const quote = { token: "t", status: "cancelled", balance: 300_000, refundAmount, refundStatus, payments, contact: { email: "ada@example.com" } } as unknown as BookingQuote & {
    token: string;
  };
  return renderToStaticMarkup(createElement(PaymentNotice, { quote }));
}

const deposit: Payment = { part: "deposit", status: "paid", reference: "dep-1" };

describe("a cancelled booking's notice", () => {
  it("names the refund due while it is on its way", () => {
    for (const state of ["pending", "failed: Paystack answered 400", "to refund by bank transfer"])
      expect(cancelledPage(240_000, state, [deposit]), state).toContain("Under the terms, ₦240,000 is refunded to the card or account you paid with. The band is seeing to it.");
  });

  it("says it was sent once Paystack confirmed it or the band marked it refunded", () => {
    for (const state of ["processed", "refunded by hand"])
      expect(cancelledPage(240_000, state, [{ ...deposit, status: "refunded" }]), state).toContain("Your refund of ₦240,000 was sent back to the card or account you paid with.");
  });

  it("says when nothing is refunded, and why", () => {
    expect(cancelledPage(0, null, [deposit])).toContain("Under the terms, no refund is due for a cancellation this close to the event.");
    expect(cancelledPage(null, null, [])).toContain("Nothing was paid, so there is nothing to refund.");
    expect(cancelledPage(0, null, [deposit])).toContain("This booking was cancelled");
    expect(cancelledPage(null, null, [])).toContain("This quote was withdrawn");
  });
});
