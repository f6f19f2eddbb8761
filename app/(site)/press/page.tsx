import "@/app/globals.css";
import type { Metadata } from "next";
import { PageIntro } from "@/components/pages/page-intro";
import { pageMetadata } from "@/components/pages/page-metadata";
import { PlainParagraphs } from "@/components/pages/plain-paragraphs";
import { StarRating } from "@/components/pages/star-rating";
import { TrustedBySection } from "@/components/pages/trusted-by-section";
import { shownVideos } from "@/components/gallery/prepared-media";
import { VideoList } from "@/components/gallery/video-list";
import { CopyTextButton } from "@/components/press/copy-text-button";
import { PressDownloads } from "@/components/press/press-downloads";
import { PressPhotos } from "@/components/press/press-photos";
import { RiderSummary } from "@/components/press/rider-summary";
import { ContactDetails } from "@/components/site/contact-details";
import { site } from "@/fixed/site";
import { publicPress, publicTestimonials } from "@/lib/content/public";
import { pressVideos } from "@/lib/press/kit";
import { pressShareImage } from "@/lib/press/share-image";
import { pressPhotos } from "@/lib/press/photos";
import { pressReviews } from "@/lib/press/reviews";
import { pressStagePlot } from "@/lib/press/stage-plot";

const title = "Press Kit";

// A planner's, a venue's or a journalist's page (issue 67): everything they ask the band for, from
// what the band keeps (Content → Press kit, the gallery's press photos, the client logos, the
// reviews), prerendered and made afresh when any of it changes (their tags).
export async function generateMetadata(): Promise<Metadata> {
  const [press, image] = await Promise.all([publicPress(), pressShareImage()]);
  return pageMetadata({ title, description: press.shortBio, path: "/press", image: image?.url ?? "/images/og/about.jpg", imageSize: image ?? undefined });
}

export default async function PressPage() {
  const [press, photos, videos, reviews, testimonials, stagePlot] = await Promise.all([
    publicPress(),
    pressPhotos(),
    pressVideos(),
    pressReviews(),
    publicTestimonials(),
    pressStagePlot(),
  ]);
  // Google's reviews first; the band's testimonials make up three.
  const quotes = [...reviews, ...testimonials.map((item) => ({ id: -item.id, name: item.name, rating: item.rating, text: item.text }))].slice(0, 3);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <PageIntro
        eyebrow="For planners, venues and the press"
        title={title}
        lead={`Bios, facts, photos, videos and the technical rider of ${site.bandName}: everything to present the band in a proposal, a programme or an article.`}
      />
      <PressDownloads photos={photos} />

      <section aria-labelledby="bio-heading" className="mt-14 max-w-3xl">
        <h2 id="bio-heading" className="font-display text-3xl font-bold">
          Biography
        </h2>
        <div className="mt-6 rounded-xl border border-border bg-card p-6">
          <h3 className="font-semibold">Short bio</h3>
          <p className="mt-2 text-lg leading-relaxed">{press.shortBio}</p>
          <div className="mt-4">
            <CopyTextButton text={press.shortBio} label="short bio" />
          </div>
        </div>
        <div className="mt-6 rounded-xl border border-border bg-card p-6">
          <h3 className="font-semibold">Long bio</h3>
          <div className="mt-2">
            <PlainParagraphs text={press.longBio} className="leading-relaxed" />
          </div>
          <div className="mt-4">
            <CopyTextButton text={press.longBio} label="long bio" />
          </div>
        </div>
      </section>

      {press.facts.length > 0 && (
        <section aria-labelledby="facts-heading" className="mt-14">
          <h2 id="facts-heading" className="font-display text-3xl font-bold">
            Facts
          </h2>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {press.facts.map((fact) => (
              <div key={fact.label} className="rounded-xl bg-muted p-5">
                <dt className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{fact.label}</dt>
                <dd className="mt-1 text-lg font-semibold">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      {photos.length > 0 && (
        <section aria-labelledby="press-photos-heading" className="mt-14">
          <h2 id="press-photos-heading" className="font-display text-3xl font-bold">
            Photos
          </h2>
          <p className="mt-2 text-muted-foreground">Free to use with the band&apos;s name, for presenting or writing about the band.</p>
          <PressPhotos photos={photos} />
        </section>
      )}

      {videos.length > 0 && (
        <section aria-labelledby="press-videos-heading" className="mt-14">
          <h2 id="press-videos-heading" className="mb-6 font-display text-3xl font-bold">
            Videos
          </h2>
          <VideoList videos={shownVideos(videos)} />
        </section>
      )}

      <TrustedBySection />

      {quotes.length > 0 && (
        <section aria-labelledby="press-reviews-heading" className="mt-14">
          <h2 id="press-reviews-heading" className="font-display text-3xl font-bold">
            What clients say
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {quotes.map((quote) => (
              <li key={quote.id}>
                <figure className="flex h-full flex-col rounded-xl border border-border bg-card p-6">
                  <StarRating rating={quote.rating} />
                  <blockquote className="mt-4 flex-1 leading-relaxed">
                    <p>“{quote.text}”</p>
                  </blockquote>
                  <figcaption className="mt-4 font-semibold">{quote.name}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="rider-heading" className="mt-14">
        <h2 id="rider-heading" className="font-display text-3xl font-bold">
          Technical rider
        </h2>
        <p className="mt-2 text-muted-foreground">
          In short, for the planner. The venue&apos;s engineer prints the{" "}
          <a href="/press/rider.pdf" className="text-primary underline underline-offset-2">
            full rider with the input list (PDF)
          </a>
          .
        </p>
        <RiderSummary rider={press.rider} stagePlot={stagePlot} />
      </section>

      <section aria-labelledby="press-contact-heading" className="mt-14 max-w-3xl">
        <h2 id="press-contact-heading" className="font-display text-3xl font-bold">
          Booking and press contact
        </h2>
        <div className="mt-6">
          <ContactDetails />
        </div>
      </section>
    </div>
  );
}
