import { site } from "@/fixed/site";
import { configuredSiteUrl } from "@/lib/site-origin";
import { socialProfiles } from "@/lib/settings/band-contact";
import type { SiteSettings } from "@/lib/validation/site-settings";

type Props = { rating: { ratingValue: number; reviewCount: number } | null; band: SiteSettings; services: { title: string; summary: string }[] };

/** Structured data about the business for search engines. */
export function HomeJsonLd({ rating, band, services }: Props) {
  const siteUrl = configuredSiteUrl();
  const data = {
    "@context": "https://schema.org",
    "@type": ["EntertainmentBusiness", "MusicGroup"],
    name: site.bandName,
    // Prerendered, so no request to take the address from: without NEXT_PUBLIC_SITE_URL the page's
    // own address is left to the reader (no url, a relative image) rather than a wrong localhost.
    ...(siteUrl ? { url: siteUrl } : {}),
    image: `${siteUrl ?? ""}/images/og/home.jpg`,
    description: site.tagline,
    foundingDate: String(site.foundedYear),
    telephone: band.phones.map((line) => `+${line.number}`),
    ...(band.email ? { email: band.email } : {}),
    address: { "@type": "PostalAddress", ...(band.address ? { streetAddress: band.address } : {}), addressLocality: "Lagos", addressRegion: "Lagos", addressCountry: "NG" },
    areaServed: { "@type": "City", name: "Lagos" },
    genre: ["Afrobeat", "Highlife", "Amapiano"],
    sameAs: socialProfiles(band, { withStreaming: true }).map((link) => link.href),
    makesOffer: services.map((service) => ({ "@type": "Offer", itemOffered: { "@type": "Service", name: service.title, description: service.summary } })),
    ...(rating ? { aggregateRating: { "@type": "AggregateRating", ratingValue: rating.ratingValue, reviewCount: rating.reviewCount, bestRating: 5, worstRating: 1 } } : {}),
  };
  // "<" is escaped so review-derived text can never close the script element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}
