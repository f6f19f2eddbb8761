// Date availability: what visitors read, and how far ahead the calendar shows. How many events the
// band plays on one day is a site setting (capacityPerDay: 1 on a fresh install, one band, one
// event a day, in fixed/site.ts).

export const availability = {
  /** How far ahead the /contact calendar shows, in months (this month included): weddings book a year ahead. */
  calendarMonths: 13,
} as const;

export type DayState = "free" | "limited" | "booked";

/** What an enquiry form says beside its date field. */
export const dayStateMessages: Record<DayState, string> = {
  free: "Available",
  limited: "Few slots left",
  booked: "Fully booked — pick another date, or WhatsApp us to join the waiting list",
};

/** The calendar's legend: each state's name as the grid announces it. */
export const dayStateLabels: Record<DayState, string> = {
  free: "Available",
  limited: "Few slots left",
  booked: "Fully booked",
};
