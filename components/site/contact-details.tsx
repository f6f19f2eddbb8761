import { buttonClass } from "@/components/ui/button";
import { replyWithin, whatsappHref } from "@/lib/settings/band-contact";
import { publicSiteSettings } from "@/lib/settings/public";
import { displayPhone } from "@/lib/validation/phone-number";

/** The band's lines from the settings, each callable and, where it is on WhatsApp, a chat. */
export async function ContactDetails() {
  const band = await publicSiteSettings();
  return (
    <div className="space-y-4">
      <ul className="space-y-3">
        {band.phones.map((line) => (
          <li key={line.number} className="flex flex-wrap items-center gap-2">
            <span className="min-w-40 font-medium">{displayPhone(line.number)}</span>
            <a href={`tel:+${line.number}`} className={buttonClass("outline", "min-h-10 px-3")} aria-label={`Call ${displayPhone(line.number)}`}>
              Call
            </a>
            {line.whatsapp && (
              <a
                href={whatsappHref(line.number, band.bookingMessage)}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass("accent", "min-h-10 px-3")}
                aria-label={`WhatsApp ${displayPhone(line.number)}`}
              >
                WhatsApp
              </a>
            )}
          </li>
        ))}
      </ul>
      {band.email && (
        <p className="text-muted-foreground">
          Email:{" "}
          <a href={`mailto:${band.email}`} className="text-foreground underline underline-offset-2">
            {band.email}
          </a>
        </p>
      )}
      <p className="text-muted-foreground">Location: {band.location}</p>
      {band.address && <p className="text-muted-foreground">Address: {band.address}</p>}
      <p className="text-muted-foreground">We reply to every enquiry within {replyWithin(band.replyHours)}.</p>
    </div>
  );
}
