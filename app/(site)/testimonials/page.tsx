import "@/app/globals.css";
import { Picture } from "@/components/ui/picture";
import { BookingCta } from "@/components/pages/booking-cta";
import { TrustedBySection } from "@/components/pages/trusted-by-section";
import { PageIntro } from "@/components/pages/page-intro";
import { pageMetadata } from "@/components/pages/page-metadata";
import { StarRating } from "@/components/pages/star-rating";
import { testimonialsYearsClaim } from "@/fixed/testimonials";
import { publicTestimonials } from "@/lib/content/public";
import { AdSlot } from "@/components/site/ad-slot";

export const metadata = pageMetadata({
  title: "Testimonials",
  description: `What our clients say: ${testimonialsYearsClaim} years of weddings, corporate events and celebrations across Lagos.`,
  path: "/testimonials",
  image: "/images/og/testimonials.jpg",
});

export default async function TestimonialsPage() {
  const testimonials = await publicTestimonials();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <PageIntro
        eyebrow={`${testimonialsYearsClaim} years of happy clients`}
        title="Client Testimonials"
        lead={`For ${testimonialsYearsClaim} years couples, companies and families have trusted us with their biggest days. Here is what some of them say.`}
      />
      {testimonials.length === 0 && (
        <p className="mt-10 text-muted-foreground">New testimonials are on their way. Meanwhile, read our clients&apos; Google reviews on the home page.</p>
      )}
      {testimonials.length > 0 && (
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item.id}>
              <figure className="flex h-full flex-col rounded-xl border border-border bg-card p-6">
                <StarRating rating={item.rating} />
                <blockquote className="mt-4 flex-1 leading-relaxed">
                  <p>“{item.text}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  {item.image && <Picture src={item.image} alt={`Portrait of ${item.name}`} width={56} height={56} className="size-14 rounded-full object-cover" />}
                  <span>
                    <span className="block font-semibold">{item.name}</span>
                    <span className="block text-sm text-muted-foreground">{item.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
      <AdSlot position="middle" />
      <TrustedBySection />
      <BookingCta title="Join our happy clients" />
    </div>
  );
}
