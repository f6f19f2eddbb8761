import { EnquiryForm } from "@/components/forms/enquiry-form";
import { NewsletterForm } from "@/components/forms/newsletter-form";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { site, whatsappLink } from "@/content/site";

export default function HomePage() {
  return (
    <>
    <section id="home" className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-20 sm:py-28">
      <p className="text-sm font-semibold uppercase tracking-widest text-primary">Lagos live band since {site.foundedYear}</p>
      <h1 className="font-display text-4xl font-bold leading-tight sm:text-6xl">{site.bandName}</h1>
      <p className="max-w-2xl text-lg text-muted-foreground">
        {site.tagline} {site.yearsOfExperience} years of weddings, corporate events and celebrations, with a reply to every enquiry
        within 24 hours.
      </p>
      <div className="flex flex-wrap gap-3">
        <a href={whatsappLink()} target="_blank" rel="noopener noreferrer" className={buttonClass("accent")}>
          Book via WhatsApp
        </a>
        <a href={`tel:+${site.phones[0]}`} className={buttonClass("outline")}>
          Call us
        </a>
      </div>
    </section>
    <section id="contact" aria-labelledby="contact-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="contact-heading" className="font-display text-3xl font-bold">Request a quote</h2>
      <p className="mt-2 text-muted-foreground">Tell us about your event. We reply within 24 hours.</p>
      <Card className="mt-8">
        <EnquiryForm source="home" submitLabel="Send Inquiry" />
      </Card>
    </section>
    <section id="newsletter" aria-labelledby="newsletter-heading" className="bg-muted">
      <div className="mx-auto max-w-2xl px-4 py-16 text-center">
        <h2 id="newsletter-heading" className="font-display text-3xl font-bold">Stay in the groove</h2>
        <p className="mt-2 text-muted-foreground">New music, shows and offers, now and then. No spam.</p>
        <div className="mt-6 text-left">
          <NewsletterForm />
        </div>
      </div>
    </section>
    </>
  );
}
