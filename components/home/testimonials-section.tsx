import { IntentLink } from "@/components/site/intent-link";
import { buttonClass } from "@/components/ui/button";
import { publicTestimonials } from "@/lib/content/public";

/** How many testimonials the home page shows: the first of the band's order. */
const ON_HOME = 3;

export async function TestimonialsSection() {
  const testimonials = (await publicTestimonials()).slice(0, ON_HOME);
  // A section with nothing in it is left out, not shown as a heading over nothing.
  if (testimonials.length === 0) return null;
  return (
    <section id="testimonials" aria-labelledby="testimonials-heading" className="bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <h2 id="testimonials-heading" className="font-display text-3xl font-bold sm:text-4xl">
          Testimonials
        </h2>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item.id} className="rounded-xl border border-border bg-card p-5">
              <figure>
                <blockquote className="text-foreground">“{item.text}”</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold">{item.name}</span>
                  <span className="block text-muted-foreground">{item.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <IntentLink href="/testimonials" className={buttonClass("outline", "mt-8")}>
          Read more testimonials
        </IntentLink>
      </div>
    </section>
  );
}
