import { IntentLink } from "@/components/site/intent-link";
import { buttonClass } from "@/components/ui/button";
import { publicServices } from "@/lib/content/public";
import { ServiceIcon } from "./service-icon";

export async function ServicesSection() {
  const services = await publicServices();
  // A section with nothing in it is left out, not shown as a heading over nothing.
  if (services.length === 0) return null;
  return (
    <section id="services" aria-labelledby="services-heading" className="bg-muted dark:bg-stone-950">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <h2 id="services-heading" className="font-display text-3xl font-bold sm:text-4xl">
          Our services
        </h2>
        <p className="mt-2 max-w-2xl text-muted-foreground">Everything your event needs, from one team.</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {services.map((service) => (
            <li
              key={service.slug}
              className="rounded-xl border border-border bg-card p-5 shadow-sm dark:border-amber-500/20 dark:bg-gradient-to-b dark:from-stone-900 dark:to-stone-950"
            >
              <span className="flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary dark:bg-amber-400/10">
                <ServiceIcon id={service.slug} />
              </span>
              <h3 className="mt-4 font-semibold">{service.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{service.summary}</p>
            </li>
          ))}
        </ul>
        <IntentLink href="/services" className={buttonClass("primary", "mt-8")}>
          See all services
        </IntentLink>
      </div>
    </section>
  );
}
