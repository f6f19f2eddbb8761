import { describe, expect, it } from "vitest";
import { connectionFailureText, connectionFailures } from "@/lib/integrations/return-reasons";

// The admin's toast after Google sends them back shows fixed texts chosen by a code: a link made
// by someone else (/admin/reviews?google=error&message=…) cannot put its words into the panel.
describe("the Google return toast's texts", () => {
  it("names each known failure in fixed words", () => {
    expect(connectionFailureText("state-expired")).toBe(connectionFailures["state-expired"]);
    expect(connectionFailureText("denied")).toBe("Access was not granted at Google.");
  });

  it("shows only the generic advice for any other text, an attacker's included", () => {
    for (const code of [null, "", "Call +234 800 000 0000 to verify your account", "toString", "__proto__", "constructor"]) {
      expect(connectionFailureText(code), String(code)).toBe("Try Connect again.");
    }
  });
});
