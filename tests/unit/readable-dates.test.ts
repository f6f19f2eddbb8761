import { describe, expect, it } from "vitest";
import { eventTypeKey, eventTypeLabel, contactEventTypes, homeEventTypes, quoteRequestEventTypes } from "@/fixed/enquiries";
import { readableDate, readableDayOf, readableMoment, readableMonth, shortDate } from "@/lib/dates/readable";

describe("dates for people", () => {
  it("words a calendar date with its weekday, whatever the server's time zone", () => {
    expect(readableDate("2027-02-13")).toBe("Saturday 13 February 2027");
    expect(readableDate("2026-12-31")).toBe("Thursday 31 December 2026");
    expect(readableDate("not a date")).toBe("not a date");
  });

  it("words the same day as the en-GB long date, for every day of forty years, without Intl", () => {
    const day = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    const month = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
    for (let time = Date.UTC(2000, 0, 1); time < Date.UTC(2040, 0, 1); time += 86_400_000) {
      const iso = new Date(time).toISOString().slice(0, 10);
      // ICU versions differ on the comma after the weekday; the words are the same.
      expect(readableDate(iso)).toBe(day.format(time).replace(",", ""));
      expect(readableMonth(iso)).toBe(month.format(time));
    }
    expect(readableMonth("2027-02")).toBe("2027-02");
    expect(readableDate("2027-02-30")).toBe("2027-02-30");
    expect(readableDate("2028-02-29")).toBe("Tuesday 29 February 2028");
  }, 30_000); // 14,600 days through Intl: past 5 s once on a CI machine busy with two other suites

  it("words a moment in Lagos time (UTC+1)", () => {
    expect(readableMoment(new Date("2026-11-24T23:30:00Z"))).toBe("Wednesday 25 November 2026, 00:30");
    expect(readableMoment("2026-11-24T13:05:00Z")).toBe("Tuesday 24 November 2026, 14:05");
    // The panel's one format (issue 64): a moment's Lagos day, and a chart's short label.
    expect(readableDayOf("2026-11-24T23:30:00Z")).toBe("Wednesday 25 November 2026");
    expect(shortDate("2027-02-13")).toBe("Sat 13 Feb");
    expect(shortDate("2027-02-30")).toBe("2027-02-30");
    expect(readableMoment("2026-12-31T23:00:00Z")).toBe("Friday 1 January 2027, 00:00");
    expect(readableMoment("yesterday")).toBe("yesterday");
  });
});

describe("event types", () => {
  it("are keys of one list: one label per type, whichever form offers it", () => {
    const all = [...homeEventTypes, ...contactEventTypes, ...quoteRequestEventTypes];
    for (const option of all) {
      expect(option.value).toMatch(/^[a-z-]+$/);
      expect(eventTypeLabel(option.value)).toBe(option.label);
    }
  });

  it("keep the spec's types for each form and add the Lagos staples", () => {
    const labels = (options: { label: string }[]) => options.map((option) => option.label);
    expect(labels(homeEventTypes)).toEqual(expect.arrayContaining(["Wedding", "Corporate Event", "Private Party", "Hotel/Restaurant", "Other"]));
    expect(labels(contactEventTypes)).toEqual(expect.arrayContaining(["Wedding", "Corporate Event", "Birthday Party", "Concert", "Festival", "Private Party", "Other"]));
    expect(quoteRequestEventTypes.map((option) => option.value)).toEqual(expect.arrayContaining(["wedding", "corporate", "birthday", "anniversary", "festival", "other"]));
    expect(quoteRequestEventTypes.map((option) => option.value)).toContain("graduation");
    for (const options of [homeEventTypes, contactEventTypes, quoteRequestEventTypes]) {
      expect(labels(options)).toEqual(expect.arrayContaining(["Traditional Engagement", "Naming Ceremony", "Burial or Memorial"]));
    }
  });

  it("read the values the forms stored before the keys as the same type", () => {
    expect(eventTypeKey("Birthday Party")).toBe("birthday");
    expect(eventTypeKey("birthday")).toBe("birthday");
    expect(eventTypeLabel("Corporate Event")).toBe("Corporate Event");
    expect(eventTypeLabel("corporate")).toBe("Corporate Event");
    expect(eventTypeLabel("Something else")).toBe("Something else");
  });
});
