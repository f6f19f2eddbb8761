import { site, whatsappLink } from "@/content/site";
import { buttonClass } from "@/components/ui/button";

const display = (phone: string) => `+${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6, 9)} ${phone.slice(9)}`;

/** The band's three lines, each callable and on WhatsApp. */
export function ContactDetails() {
  return (
    <div className="space-y-4">
      <ul className="space-y-3">
        {site.phones.map((phone) => (
          <li key={phone} className="flex flex-wrap items-center gap-2">
            <span className="min-w-40 font-medium">{display(phone)}</span>
            <a href={`tel:+${phone}`} className={buttonClass("outline", "min-h-10 px-3")} aria-label={`Call ${display(phone)}`}>
              Call
            </a>
            <a
              href={whatsappLink(undefined, phone)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass("accent", "min-h-10 px-3")}
              aria-label={`WhatsApp ${display(phone)}`}
            >
              WhatsApp
            </a>
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground">Location: {site.location}</p>
      <p className="text-muted-foreground">We reply to every enquiry within 24 hours.</p>
    </div>
  );
}
