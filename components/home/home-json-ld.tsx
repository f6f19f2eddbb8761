import { services } from "@/content/services";
import { site } from "@/content/site";
import { socialLinks } from "@/content/social";

type Props = { rating: { ratingValue: number; reviewCount: number } | null };

/** Structured data about the business for search engines. */
export function HomeJsonLd({ rating }: Props) {
  const data = {
    "@context": "https://schema.org",
    "@type": ["EntertainmentBusiness", "MusicGroup"],
    name: site.bandName,
    url: site.url,
    image: `${site.url}/images/og/home.jpg`,
    description: site.tagline,
    foundingDate: String(site.foundedYear),
    telephone: site.phones.map((phone) => `+${phone}`),
    address: { "@type": "PostalAddress", addressLocality: "Lagos", addressRegion: "Lagos", addressCountry: "NG" },
    areaServed: { "@type": "City", name: "Lagos" },
    genre: ["Afrobeat", "Highlife", "Amapiano"],
    sameAs: socialLinks.map((link) => link.href),
    makesOffer: services.map((service) => ({ "@type": "Offer", itemOffered: { "@type": "Service", name: service.title, description: service.summary } })),
    ...(rating ? { aggregateRating: { "@type": "AggregateRating", ratingValue: rating.ratingValue, reviewCount: rating.reviewCount, bestRating: 5, worstRating: 1 } } : {}),
  };
  // "<" is escaped so review-derived text can never close the script element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}
