import { describe, expect, it } from "vitest";
import { lineupState } from "@/lib/common/players";
import { areaOf, firstName, gigParameters } from "@/lib/players/gig-messages";
import { lineupSchema, playerCreateSchema } from "@/lib/validation/players";

describe("the players' words (issue 63)", () => {
  it("counts the lineup's answers for the calendar feed, declined slots left out", () => {
    expect(lineupState([])).toBeNull();
    expect(lineupState([{ status: "confirmed" }, { status: "invited" }, { status: "declined" }, { status: "confirmed" }])).toBe("2 of 3 confirmed");
  });

  it("gives a player's message the first name, the date in words, the call time with the area, and the link", () => {
    expect(firstName("  Ada   Obi ")).toBe("Ada");
    expect(areaOf(null)).toBe("Lagos");
    expect(areaOf("x".repeat(80))).toHaveLength(60);
    expect(gigParameters("Ada Obi", { contactId: 1, eventDate: "2027-02-13", venue: "Lekki", callTime: "15:30" }, "https://band.example/gig/t")).toEqual([
      "Ada",
      "Saturday 13 February 2027",
      "15:30, Lekki",
      "https://band.example/gig/t",
    ]);
  });

  it("reads a player's number as the band's phone lines are read, and refuses what is not whole Naira", () => {
    expect(playerCreateSchema.parse({ name: "Ada", phone: "0803 123 4567", roles: ["keys"], fee: 0 }).phone).toBe("2348031234567");
    expect(playerCreateSchema.safeParse({ name: "Ada", phone: "0803 123 4567", roles: ["keys", "keys"], fee: 1 }).success).toBe(false);
    expect(lineupSchema.safeParse({ callTime: "24:00", slots: [] }).success).toBe(false);
    expect(lineupSchema.safeParse({ callTime: "09:05", slots: [{ role: "mc", playerId: 3 }] }).success).toBe(true);
  });
});
