import { describe, expect, it } from "vitest";
import { currentBookingTerms, termsHash } from "@/lib/payments/agreement";

// The fingerprint kept with a client's acceptance and printed on the agreement (issue 47, item 2).
describe("termsHash", () => {
  it("is the SHA-256 of the text as UTF-8, in hex", () => {
    expect(termsHash("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(termsHash("₦")).toBe("8c0e184ef8d588e464cfea95ef83eddf266ca3a7350379a1c78b4cf6bd0113fc");
  });

  it("changes with any change to the terms, and not with the same text", () => {
    const { text } = currentBookingTerms({ replyHours: 24, lateFeePercentPerMonth: 0 });
    expect(termsHash(text)).toBe(termsHash(`${text}`));
    expect(termsHash(text)).not.toBe(termsHash(text.replace("deposit", "Deposit")));
    expect(termsHash(text)).not.toBe(termsHash(`${text} `));
  });
});
