import { describe, expect, it } from "vitest";
import { dayStateMessages } from "@/fixed/availability";
import { addDays, datesBetween, isIsoDate, lagosDate, monthEnd, monthStart } from "@/lib/dates/lagos-days";
import { dayState } from "@/lib/availability/state";
import { dateRangeSchema, holdSchema, holdUpdateSchema, MAX_RANGE_DAYS } from "@/lib/validation/availability";

describe("Lagos dates", () => {
  it("turns the date over at Lagos midnight, 23:00 UTC", () => {
    expect(lagosDate(new Date("2026-12-31T22:59:59.999Z"))).toBe("2026-12-31");
    expect(lagosDate(new Date("2026-12-31T23:00:00Z"))).toBe("2027-01-01");
    expect(lagosDate(new Date("2027-06-15T23:30:00Z"))).toBe("2027-06-16"); // no daylight saving in June either
  });

  it("checks real calendar dates and counts days", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    for (const bad of ["2027-02-29", "2027-13-01", "27-01-01", "2027-1-1", "", "2027-01-01T00:00"]) expect(isIsoDate(bad)).toBe(false);
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(datesBetween("2026-12-30", "2027-01-02")).toEqual(["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"]);
    expect(monthStart("2026-11-23", 2)).toBe("2027-01-01");
    expect(monthEnd("2028-02-10")).toBe("2028-02-29");
  });
});

describe("day states", () => {
  it("is free, limited below capacity and booked at or over it", () => {
    expect(dayState(0, 2)).toBe("free");
    expect(dayState(1, 2)).toBe("limited");
    expect(dayState(2, 2)).toBe("booked");
    expect(dayState(3, 2)).toBe("booked");
    expect(dayState(0, 1)).toBe("free");
    expect(dayState(1, 1)).toBe("booked");
    expect(dayState(2, 3)).toBe("limited");
  });

  it("uses the issue's exact messages", () => {
    expect(dayStateMessages).toEqual({
      free: "Available",
      limited: "Few slots left",
      booked: "Fully booked — pick another date, or WhatsApp us to join the waiting list",
    });
  });
});

describe("availability payloads", () => {
  it("takes a range of at most 400 days (the calendar's 13 months), in order", () => {
    expect(MAX_RANGE_DAYS).toBe(400);
    expect(dateRangeSchema.safeParse({ from: "2027-01-01", to: "2027-01-01" }).success).toBe(true);
    expect(dateRangeSchema.safeParse({ from: "2027-01-31", to: "2028-01-31" }).success).toBe(true); // the 31st to the end of the month 12 months ahead
    expect(dateRangeSchema.safeParse({ from: "2027-01-01", to: addDays("2027-01-01", MAX_RANGE_DAYS - 1) }).success).toBe(true);
    expect(dateRangeSchema.safeParse({ from: "2027-01-01", to: addDays("2027-01-01", MAX_RANGE_DAYS) }).success).toBe(false);
    expect(dateRangeSchema.safeParse({ from: "2027-01-02", to: "2027-01-01" }).success).toBe(false);
    expect(dateRangeSchema.safeParse({ from: "2027-01-01" }).success).toBe(false);
    expect(dateRangeSchema.safeParse({ from: "tomorrow", to: "2027-01-01" }).success).toBe(false);
  });

  it("validates holds and their changes", () => {
    expect(holdSchema.parse({ date: "2027-03-01", label: " Rehearsal ", note: "" })).toEqual({ date: "2027-03-01", label: "Rehearsal", note: null });
    expect(holdSchema.safeParse({ date: "2027-03-01", label: "" }).success).toBe(false);
    expect(holdSchema.safeParse({ date: "2027-03-01", label: "x".repeat(81) }).success).toBe(false);
    expect(holdSchema.safeParse({ date: "2027-03-01", label: "ok", note: 5 }).success).toBe(false);
    expect(holdSchema.safeParse({ date: "2027-03-01", label: "ok", extra: true }).success).toBe(false);
    expect(holdUpdateSchema.safeParse({}).success).toBe(false);
    expect(holdUpdateSchema.parse({ label: "Moved" })).toEqual({ label: "Moved" }); // the note stays as it was
    expect(holdUpdateSchema.parse({ note: "" })).toEqual({ note: null });
  });
});

describe("the /contact calendar grid", () => {
  it("lays a month out in Monday-first weeks", async () => {
    const { monthWeeks } = await import("@/components/availability/calendar-grid");
    const weeks = monthWeeks("2027-02-14"); // 1 February 2027 is a Monday
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]).toBe("2027-02-01");
    expect(weeks[3]![6]).toBe("2027-02-28");
    const march = monthWeeks("2027-03-01"); // a Monday too, 31 days: five weeks, padded
    expect(march[4]).toEqual(["2027-03-29", "2027-03-30", "2027-03-31", null, null, null, null]);
  });

  it("moves the focused day with the date grid keys", async () => {
    const { clampDate, movedDate } = await import("@/components/availability/calendar-grid");
    expect(movedDate("2027-02-28", "ArrowRight")).toBe("2027-03-01");
    expect(movedDate("2027-03-01", "ArrowUp")).toBe("2027-02-22");
    expect(movedDate("2027-02-10", "Home")).toBe("2027-02-08"); // Wednesday → Monday
    expect(movedDate("2027-02-10", "End")).toBe("2027-02-14");
    expect(movedDate("2027-01-31", "PageDown")).toBe("2027-02-28");
    expect(movedDate("2027-03-31", "PageUp")).toBe("2027-02-28");
    expect(movedDate("2027-03-31", "Enter")).toBeNull();
    expect(clampDate("2027-01-01", "2027-01-05", "2027-03-31")).toBe("2027-01-05");
  });
});
