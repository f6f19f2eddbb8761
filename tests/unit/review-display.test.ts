import { describe, expect, it } from "vitest";
import { initials, longUsDate } from "@/lib/reviews/display";

describe("review display", () => {
  it("writes the long US date of the review's day in Lagos, exactly as the en-US long format does", () => {
    const dates = ["2026-11-23T10:00:00.000Z", "2025-01-01T12:00:00.000Z", "2024-02-29T08:30:00.000Z", "2023-12-31T18:00:00.000Z", "2026-07-04T00:30:00.000Z"];
    for (const iso of dates) {
      expect(longUsDate(iso)).toBe(new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "Africa/Lagos" }));
    }
    expect(longUsDate("2026-11-23T12:00:00.000Z")).toBe("November 23, 2026");
    expect(longUsDate("2026-11-23T23:30:00.000Z"), "00:30 on the 24th in Lagos").toBe("November 24, 2026");
  });

  it("takes up to two initials in capitals, whatever the spacing", () => {
    expect(initials("adaeze okafor")).toBe("AO");
    expect(initials("  Tunde   Bakare Jr ")).toBe("TB");
    expect(initials("Chioma")).toBe("C");
    expect(initials("")).toBe("");
  });
});
