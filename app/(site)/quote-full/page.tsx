import "@/app/globals.css";
import type { Metadata } from "next";
import { pageMetadata } from "@/components/pages/page-metadata";
import { EnquiryForm } from "@/components/forms/enquiry-form";
import { ContactDetails } from "@/components/site/contact-details";
import { Card } from "@/components/ui/card";
import { site } from "@/fixed/site";
import { replyWithin } from "@/lib/settings/band-contact";
import { publicSiteSettings } from "@/lib/settings/public";

export const metadata: Metadata = pageMetadata({
  title: "Request a Quote",
  description: "Request a detailed quote for a live band, DJ, MC, sound and coverage at your event in Lagos.",
  path: "/quote-full",
  image: "/images/og/quote.jpg",
});

const reasons = (replyHours: number) => [
  `${site.yearsOfExperience} years and 1000+ events: weddings, corporate events and owambe parties`,
  "Afrobeat, amapiano, highlife, hip hop, R&B and more, played live",
  "Sound, lighting, DJ, MC and video coverage from one team",
  `A clear quote within ${replyWithin(replyHours)}, no hidden costs`,
];

export default async function QuoteFullPage() {
  const band = await publicSiteSettings();
  return (
    <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 py-12 lg:grid-cols-[1fr_2fr]">
      <section>
        <h1 className="font-display text-4xl font-bold">Request a quote</h1>
        <p className="mt-3 text-muted-foreground">Make your event unforgettable with live music from {site.bandName}.</p>
        <ul className="mt-6 space-y-3">
          {reasons(band.replyHours).map((reason) => (
            <li key={reason} className="flex gap-2">
              <span aria-hidden="true" className="text-primary">
                ✓
              </span>
              {reason}
            </li>
          ))}
        </ul>
        <h2 className="mt-8 text-xl font-semibold">Prefer to talk?</h2>
        <div className="mt-4">
          <ContactDetails />
        </div>
      </section>
      <Card>
        <h2 className="text-xl font-semibold">Your event</h2>
        <div className="mt-6">
          <EnquiryForm source="quote-full" />
        </div>
      </Card>
    </div>
  );
}
