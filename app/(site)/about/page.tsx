import "@/app/globals.css";
import { Picture } from "@/components/ui/picture";
import { BookingCta } from "@/components/pages/booking-cta";
import { PageIntro } from "@/components/pages/page-intro";
import { pageMetadata } from "@/components/pages/page-metadata";
import { StatsGrid } from "@/components/pages/stats-grid";
import { aboutPage } from "@/fixed/about";
import { PlainParagraphs } from "@/components/pages/plain-paragraphs";
import { publicAbout } from "@/lib/content/public";
import { firstScreenRendition } from "@/lib/media/first-screen";
import { AdSlot } from "@/components/site/ad-slot";

export const metadata = pageMetadata({ title: aboutPage.title, description: aboutPage.description, path: "/about", image: "/images/og/about.jpg" });

export default async function AboutPage() {
  const [{ story, mission, vision, genres }, firstPaint] = await Promise.all([publicAbout(), firstScreenRendition(aboutPage.image.src)]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <PageIntro eyebrow="Since 2004" title={aboutPage.title} lead={aboutPage.intro} />
      <Picture
        src={aboutPage.image.src}
        alt={aboutPage.image.alt}
        width={aboutPage.image.width}
        height={aboutPage.image.height}
        sizes="(min-width: 1152px) 1120px, 100vw"
        preload
        placeholder={firstPaint ?? "empty"}
        className="mt-10 h-auto w-full rounded-2xl"
      />
      <section aria-labelledby="story-heading" className="mt-12 max-w-3xl">
        <h2 id="story-heading" className="font-display text-3xl font-bold">
          Our story
        </h2>
        <div className="mt-3">
          <PlainParagraphs text={story} className="text-lg leading-relaxed" />
        </div>
      </section>
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="mission-heading" className="rounded-xl border border-border bg-card p-6">
          <h2 id="mission-heading" className="font-display text-2xl font-bold">
            Our mission
          </h2>
          <div className="mt-2">
            <PlainParagraphs text={mission} className="leading-relaxed" />
          </div>
        </section>
        <section aria-labelledby="vision-heading" className="rounded-xl border border-border bg-card p-6">
          <h2 id="vision-heading" className="font-display text-2xl font-bold">
            Our vision
          </h2>
          <div className="mt-2">
            <PlainParagraphs text={vision} className="leading-relaxed" />
          </div>
        </section>
      </div>
      <AdSlot position="middle" />
      <StatsGrid />
      <section aria-labelledby="genres-heading" className="mt-16">
        <h2 id="genres-heading" className="font-display text-3xl font-bold">
          Genres we play
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {genres.map((genre) => (
            <li key={genre} className="rounded-xl bg-primary px-4 py-6 text-center font-semibold text-primary-foreground">
              {genre}
            </li>
          ))}
        </ul>
      </section>
      <BookingCta />
    </div>
  );
}
