import { describe, expect, it } from "vitest";
import { eventTypeKey, eventTypeLabel, contactEventTypes, homeEventTypes, quoteEventTypes, shortQuoteEventTypes } from "@/content/enquiries";
import { readableDate, readableMoment } from "@/lib/dates/readable";

describe("dates for people", () => {
  it("words a calendar date with its weekday, whatever the server's time zone", () => {
    expect(readableDate("2027-02-13")).toBe("Saturday 13 February 2027");
    expect(readableDate("2026-12-31")).toBe("Thursday 31 December 2026");
    expect(readableDate("not a date")).toBe("not a date");
  });

  it("words a moment in Lagos time (UTC+1)", () => {
    expect(readableMoment(new Date("2026-11-24T23:30:00Z"))).toBe("Wednesday 25 November 2026, 00:30");
    expect(readableMoment("2026-11-24T13:05:00Z")).toBe("Tuesday 24 November 2026, 14:05");
  });
});

describe("event types", () => {
  it("are keys of one list: one label per type, whichever form offers it", () => {
    const all = [...homeEventTypes, ...contactEventTypes, ...quoteEventTypes, ...shortQuoteEventTypes];
    for (const option of all) {
      expect(option.value).toMatch(/^[a-z-]+$/);
      expect(eventTypeLabel(option.value)).toBe(option.label);
    }
  });

  it("keep the spec's types for each form and add the Lagos staples", () => {
    const labels = (options: { label: string }[]) => options.map((option) => option.label);
    expect(labels(homeEventTypes)).toEqual(expect.arrayContaining(["Wedding", "Corporate Event", "Private Party", "Hotel/Restaurant", "Other"]));
    expect(labels(contactEventTypes)).toEqual(expect.arrayContaining(["Wedding", "Corporate Event", "Birthday Party", "Concert", "Festival", "Private Party", "Other"]));
    expect(quoteEventTypes.map((option) => option.value)).toEqual(expect.arrayContaining(["wedding", "corporate", "birthday", "anniversary", "festival", "other"]));
    expect(shortQuoteEventTypes.map((option) => option.value)).toContain("graduation");
    for (const options of [homeEventTypes, contactEventTypes, quoteEventTypes, shortQuoteEventTypes]) {
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
