// Thousands grouped by hand ("1,234"), not toLocaleString: the first number formatter loads ICU's
// data on the phone's main thread while a public page hydrates (lib/dates/readable.ts says why).

/** A whole number with its thousands grouped by commas: 3000 → "3,000". */
export const groupedNumber = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
