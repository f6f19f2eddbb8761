import { publicAbout } from "@/lib/content/public";

/** The band's headline numbers (spec section 9: four), as the band keeps them in Content → About. */
export async function StatsGrid() {
  const { stats } = await publicAbout();
  return (
    <section aria-labelledby="stats-heading" className="mt-16">
      <h2 id="stats-heading" className="sr-only">
        The band in numbers
      </h2>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse rounded-xl border border-border bg-card p-6 text-center">
            <dt className="mt-1 text-sm text-muted-foreground">{stat.label}</dt>
            <dd className="font-display text-4xl font-bold text-primary">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
