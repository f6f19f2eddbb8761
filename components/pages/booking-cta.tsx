import { IntentLink } from "@/components/site/intent-link";
import { buttonClass } from "@/components/ui/button";
import { site } from "@/fixed/site";
import { bookingWhatsappHref, replyWithin } from "@/lib/settings/band-contact";
import { publicSiteSettings } from "@/lib/settings/public";

/** The closing call to action of the content pages: WhatsApp chat or the contact form. */
export async function BookingCta({ title = "Ready to book the band?" }: { title?: string }) {
  const band = await publicSiteSettings();
  const whatsapp = bookingWhatsappHref(band);
  return (
    <section aria-labelledby="booking-cta-heading" className="mt-16 rounded-2xl bg-muted p-8 text-center sm:p-12">
      <h2 id="booking-cta-heading" className="font-display text-3xl font-bold">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
        Tell us your date and venue. {site.shortName} replies to every enquiry within {replyWithin(band.replyHours)}.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {whatsapp && (
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={buttonClass("accent")}>
            Book via WhatsApp<span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
        <IntentLink href="/contact" className={buttonClass("primary")}>
          Send an enquiry
        </IntentLink>
      </div>
    </section>
  );
}
