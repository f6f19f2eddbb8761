import { IntentLink } from "@/components/site/intent-link";
import { buttonClass } from "@/components/ui/button";
import { testimonialTeaser } from "@/content/home";

export function TestimonialsSection() {
  return (
    <section id="testimonials" aria-labelledby="testimonials-heading" className="bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <h2 id="testimonials-heading" className="font-display text-3xl font-bold sm:text-4xl">
          Testimonials
        </h2>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {testimonialTeaser.map((item) => (
            <li key={item.name} className="rounded-xl border border-border bg-card p-5">
              <figure>
                <blockquote className="text-foreground">“{item.quote}”</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold">{item.name}</span>
                  <span className="block text-muted-foreground">{item.event}</span>
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
