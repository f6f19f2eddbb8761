// Phone numbers as the band types them ("+234 803 123 4567", "0803 123 4567"), checked with
// libphonenumber-js (Google's libphonenumber metadata: which lengths and prefixes are real for each
// country) rather than a pattern of our own. Numbers without a country code are read as Nigerian.
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** The number's digits in international form without "+" (what wa.me and tel: links take), or null when it is not a valid number. */
export function phoneDigits(input: string): string | null {
  const text = input.trim();
  // Digits alone, as the settings store them and wa.me links carry them: international first.
  const international = /^[1-9]\d{7,14}$/.test(text) ? parsePhoneNumberFromString(`+${text}`) : undefined;
  const parsed = international?.isValid() ? international : parsePhoneNumberFromString(text, "NG");
  if (!parsed || !parsed.isValid()) return null;
  return parsed.number.slice(1);
}

/** A number for people to read: "+234 803 123 4567" (international form, grouped as its country writes it). */
export function displayPhone(digits: string): string {
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  return parsed ? parsed.formatInternational() : `+${digits}`;
}
