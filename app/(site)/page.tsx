import "@/app/home.css";
import type { Metadata } from "next";
import { DeferredEnquiryForm, DeferredNewsletterForm } from "@/components/forms/deferred-forms";
import { AboutSection } from "@/components/home/about-section";
import { EquipmentSection } from "@/components/home/equipment-section";
import { HeroSection } from "@/components/home/hero-section";
import { HomeJsonLd } from "@/components/home/home-json-ld";
import { ReviewsSection } from "@/components/home/reviews-section";
import { ServicesSection } from "@/components/home/services-section";
import { TestimonialsSection } from "@/components/home/testimonials-section";
import { VenuesSection } from "@/components/home/venues-section";
import { Card } from "@/components/ui/card";
import { site } from "@/fixed/site";
import { publicReviewAggregate } from "@/lib/reviews/queries";
import { replyWithin } from "@/lib/settings/band-contact";
import { publicSiteSettings } from "@/lib/settings/public";
import { publicServices } from "@/lib/content/public";
import { AdSlot } from "@/components/site/ad-slot";

const description = `${site.tagline} Live band, DJs, MCs, sound and livestreaming for weddings and corporate events. Book on WhatsApp.`;

export const metadata: Metadata = {
  title: { absolute: `${site.bandName} | Live Band in Lagos for Weddings & Events` },
  description,
  alternates: { canonical: "/" },
  openGraph: {
    type: "website",
    url: "/",
    title: site.bandName,
    description,
    images: [{ url: "/images/og/home.jpg", width: 1200, height: 630, alt: `${site.bandName} performing on stage` }],
  },
};

export default async function HomePage() {
  // Prerendered; the cached reads it makes (rating, client logos) carry their data tags.
  const [rating, band, services] = await Promise.all([publicReviewAggregate(), publicSiteSettings(), publicServices()]);
  return (
    <>
      <HomeJsonLd rating={rating} band={band} services={services} />
      <HeroSection />
      <AboutSection />
      <ServicesSection />
      <ReviewsSection />
      <AdSlot position="middle" />
      <TestimonialsSection />
      <VenuesSection />
      <section id="contact" aria-labelledby="contact-heading" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="contact-heading" className="font-display text-3xl font-bold">
          Request a quote
        </h2>
        <p className="mt-2 text-muted-foreground">Tell us about your event. We reply within {replyWithin(band.replyHours)}.</p>
        <Card className="mt-8">
          <DeferredEnquiryForm source="home" />
        </Card>
      </section>
      <EquipmentSection />
      <section id="newsletter" aria-labelledby="newsletter-heading" className="bg-muted">
        <div className="mx-auto max-w-2xl px-4 py-16 text-center">
          <h2 id="newsletter-heading" className="font-display text-3xl font-bold">
            Stay in the groove
          </h2>
          <p className="mt-2 text-muted-foreground">New music, shows and offers, now and then. No spam.</p>
          <div className="mt-6 text-left">
            <DeferredNewsletterForm />
          </div>
        </div>
      </section>
    </>
  );
}
