// Dates as people read them ("Sunday 14 February 2027"), for every text a person reads: mails,
// WhatsApp templates, the admin's calendar and inbox, toasts, CSV's readable columns. Machines
// keep ISO. Built from parts so the words do not depend on the ICU version's punctuation.

const dayParts = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const momentParts = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Africa/Lagos",
});

function words(format: Intl.DateTimeFormat, date: Date): Record<string, string> {
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}

/** A calendar date (YYYY-MM-DD, already a Lagos day) in words; anything else as it is. */
export function readableDate(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate;
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  const { weekday, day, month, year } = words(dayParts, date);
  return `${weekday} ${day} ${month} ${year}`;
}

/** A moment in Lagos time: "Tuesday 24 November 2026, 14:05". */
export function readableMoment(moment: Date | string): string {
  const date = typeof moment === "string" ? new Date(moment) : moment;
  if (Number.isNaN(date.getTime())) return String(moment);
  const { weekday, day, month, year, hour, minute } = words(momentParts, date);
  return `${weekday} ${day} ${month} ${year}, ${hour}:${minute}`;
}
