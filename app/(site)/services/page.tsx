import "@/app/globals.css";
import { BookingCta } from "@/components/pages/booking-cta";
import { PageIntro } from "@/components/pages/page-intro";
import { pageMetadata } from "@/components/pages/page-metadata";
import { servicesPage, whyChooseUs } from "@/fixed/about";
import { publicServices } from "@/lib/content/public";
import { withReplyTime } from "@/lib/settings/band-contact";
import { publicSiteSettings } from "@/lib/settings/public";
import { AdSlot } from "@/components/site/ad-slot";

export const metadata = pageMetadata({ title: servicesPage.title, description: servicesPage.description, path: "/services", image: "/images/og/services.jpg" });

export default async function ServicesPage() {
  const [services, band] = await Promise.all([publicServices(), publicSiteSettings()]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <PageIntro eyebrow="What we do" title={servicesPage.title} lead={servicesPage.intro} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {services.map((service) => (
          <li key={service.slug} id={service.slug} className="flex flex-col rounded-xl border border-border bg-card p-6">
            <h2 className="font-display text-xl font-bold">{service.title}</h2>
            <p className="mt-2 text-muted-foreground">{service.summary}</p>
            <ul className="mt-4 space-y-2 text-sm">
              {service.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <span aria-hidden="true" className="font-bold text-primary">
                    ✓
                  </span>
                  {feature}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <AdSlot position="middle" />
      <section aria-labelledby="why-heading" className="mt-16">
        <h2 id="why-heading" className="font-display text-3xl font-bold">
          Why choose us
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {whyChooseUs.map((reason) => (
            <li key={reason.title} className="rounded-xl bg-muted p-6">
              <h3 className="text-lg font-semibold">{reason.title}</h3>
              <p className="mt-2 text-muted-foreground">{withReplyTime(reason.text, band.replyHours)}</p>
            </li>
          ))}
        </ul>
      </section>
      <BookingCta />
    </div>
  );
}
