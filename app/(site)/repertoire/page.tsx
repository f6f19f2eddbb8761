import "@/app/globals.css";
import { BookingCta } from "@/components/pages/booking-cta";
import { PageIntro } from "@/components/pages/page-intro";
import { pageMetadata } from "@/components/pages/page-metadata";
import { RepertoireGenres } from "@/components/repertoire/repertoire-genres";
import { RepertoireSearch } from "@/components/repertoire/repertoire-search";
import { publicRepertoireGenres } from "@/lib/repertoire/public";

export const metadata = pageMetadata({
  title: "Our Repertoire",
  description: "The songs the band plays live at weddings, corporate events and owambe parties in Lagos: highlife, afrobeat, juju, fuji, gospel and more.",
  path: "/repertoire",
  image: "/images/og/services.jpg",
});

export default async function RepertoirePage() {
  const genres = await publicRepertoireGenres();
  const total = genres.reduce((sum, genre) => sum + genre.count, 0);
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <PageIntro
        eyebrow="What we play"
        title="Our repertoire"
        lead="The songs we play live, by genre. Booked clients pick their must-plays and their first dance from this list."
      />
      {total ? (
        <RepertoireSearch total={total}>
          <RepertoireGenres genres={genres} />
        </RepertoireSearch>
      ) : (
        <p className="mt-10 text-muted-foreground">The repertoire is on its way. Ask us about any song: we learn requests for your night.</p>
      )}
      <BookingCta />
    </div>
  );
}
