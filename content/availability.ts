// Date availability: how many events the band can play on one day, and what visitors read.

export const availability = {
  /** Events (bookings and holds) the band can play on one Lagos day; at this many the day is booked. */
  capacityPerDay: 2,
  /** How far ahead the /contact calendar shows, in months (this month included). */
  calendarMonths: 3,
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
