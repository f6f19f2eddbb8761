import "@/app/globals.css";
import { AvailabilityCalendar } from "@/components/availability/availability-calendar";
import { DeferredEnquiryForm } from "@/components/forms/deferred-forms";
import { pageMetadata } from "@/components/pages/page-metadata";
import { SocialList } from "@/components/pages/social-list";
import { ContactDetails } from "@/components/site/contact-details";
import { AdSlot } from "@/components/site/ad-slot";
import { Card } from "@/components/ui/card";
import { replyWithin } from "@/lib/settings/band-contact";
import { publicSiteSettings } from "@/lib/settings/public";

export async function generateMetadata() {
  const band = await publicSiteSettings();
  return pageMetadata({
    title: "Book Now",
    description: `Book the band for your wedding, corporate event or party in Lagos. We reply within ${replyWithin(band.replyHours)}.`,
    path: "/contact",
    image: "/images/og/contact.jpg",
  });
}

export default function ContactPage() {
  return (
    <>
      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 py-12 lg:grid-cols-[1fr_2fr]">
        <section aria-labelledby="contact-details-heading">
          <h1 className="font-display text-4xl font-bold">Book the band</h1>
          <p className="mt-3 text-muted-foreground">Tell us about your event and we will send availability and a quote.</p>
          <h2 id="contact-details-heading" className="mt-8 text-xl font-semibold">
            Call or WhatsApp
          </h2>
          <div className="mt-4">
            <ContactDetails />
          </div>
          <h2 id="social-heading" className="mt-8 text-xl font-semibold">
            Follow us
          </h2>
          <nav aria-labelledby="social-heading" className="mt-4">
            <SocialList withStreaming />
          </nav>
        </section>
        <Card>
          <section aria-labelledby="availability-heading">
            <h2 id="availability-heading" className="text-xl font-semibold">
              Check your date
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">Pick a day to put it in the form below.</p>
            <div className="mt-4 max-w-md">
              <AvailabilityCalendar dateInputId="contact-eventDate" />
            </div>
          </section>
          <h2 className="mt-10 text-xl font-semibold">Send us your event details</h2>
          <div className="mt-6">
            <DeferredEnquiryForm source="contact" />
          </div>
        </Card>
      </div>
      <AdSlot position="middle" />
    </>
  );
}
