import "server-only";
import { whatsappNumber } from "@/lib/settings/band-contact";
import type { SiteSettings } from "@/lib/validation/site-settings";
import { displayPhone } from "@/lib/validation/phone-number";

/** The booking contact as the press PDFs print it: the phones, the WhatsApp line and the email from Settings. */
export function bookingContactRows(settings: SiteSettings): [string, string][] {
  const whatsapp = whatsappNumber(settings);
  return [
    ["Phone", settings.phones.map((line) => displayPhone(line.number)).join(", ")],
    ["WhatsApp", whatsapp ? displayPhone(whatsapp) : ""],
    ["Email", settings.email],
  ].filter((row): row is [string, string] => row[1] !== "");
}
