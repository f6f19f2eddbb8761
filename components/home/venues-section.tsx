import { Picture } from "@/components/ui/picture";
import { publicVenues } from "@/lib/content/public";

export async function VenuesSection() {
  const venues = await publicVenues();
  // A section with nothing in it is left out, not shown as a heading over nothing.
  if (venues.length === 0) return null;
  return (
    <section id="venues" aria-labelledby="venues-heading" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <h2 id="venues-heading" className="font-display text-3xl font-bold sm:text-4xl">
        Where we play
      </h2>
      <p className="mt-2 max-w-2xl text-muted-foreground">More than 50 venues across Lagos, indoors and out.</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {venues.map((venue) => (
          <li key={venue.id} className="overflow-hidden rounded-xl border border-border bg-card">
            <Picture
              src={venue.image}
              alt={venue.alt}
              width={800}
              height={560}
              sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
              className="aspect-[10/7] w-full object-cover"
            />
            <div className="p-5">
              <h3 className="font-semibold">{venue.name}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{venue.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
