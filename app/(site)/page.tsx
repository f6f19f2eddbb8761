import { buttonClass } from "@/components/ui/button";
import { site, whatsappLink } from "@/content/site";

export default function HomePage() {
  return (
    <section id="home" className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-20 sm:py-28">
      <p className="text-sm font-semibold uppercase tracking-widest text-primary">Lagos live band since {site.foundedYear}</p>
      <h1 className="font-display text-4xl font-bold leading-tight sm:text-6xl">{site.bandName}</h1>
      <p className="max-w-2xl text-lg text-muted-foreground">
        {site.tagline} {site.yearsOfExperience} years of weddings, corporate events and celebrations, with a reply to every enquiry
        within 24 hours.
      </p>
      <div className="flex flex-wrap gap-3">
        <a href={whatsappLink()} target="_blank" rel="noopener noreferrer" className={buttonClass("accent")}>
          Book via WhatsApp
        </a>
        <a href={`tel:+${site.phones[0]}`} className={buttonClass("outline")}>
          Call us
        </a>
      </div>
    </section>
  );
}
