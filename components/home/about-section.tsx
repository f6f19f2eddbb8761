import { Picture } from "@/components/ui/picture";
import { buttonClass } from "@/components/ui/button";
import { PlainParagraphs } from "@/components/pages/plain-paragraphs";
import { aboutPhotos } from "@/fixed/home";
import { publicAbout, publicTeam } from "@/lib/content/public";
import { bookingWhatsappHref } from "@/lib/settings/band-contact";
import { publicSiteSettings } from "@/lib/settings/public";
import { AboutClientLogos } from "./about-client-logos";

export async function AboutSection() {
  const [settings, { story, stats, mission, genres }, team] = await Promise.all([publicSiteSettings(), publicAbout(), publicTeam()]);
  const whatsapp = bookingWhatsappHref(settings);
  return (
    <section id="about" aria-labelledby="about-heading" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <h2 id="about-heading" className="font-display text-3xl font-bold sm:text-4xl">
        About the band
      </h2>
      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <div>
          <PlainParagraphs text={story} className="text-lg text-muted-foreground" />
          <dl className="mt-8 grid grid-cols-2 gap-4">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col rounded-xl border border-border bg-card p-4">
                <dt className="text-sm text-muted-foreground">{stat.label}</dt>
                <dd className="order-first font-display text-3xl font-bold text-primary">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-8 text-xl font-semibold">Our mission</h3>
          <div className="mt-2">
            <PlainParagraphs text={mission} className="text-muted-foreground" />
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            {whatsapp && (
              <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={buttonClass("accent")}>
                WhatsApp Booking
              </a>
            )}
            <a href="#contact" className={buttonClass("outline")}>
              Detailed Inquiry
            </a>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-4 self-start">
          {aboutPhotos.map((photo) => (
            <Picture key={photo.src} src={photo.src} alt={photo.alt} width={800} height={600} sizes="(min-width: 1024px) 280px, 50vw" className="rounded-xl object-cover" />
          ))}
          {team.map((member) => (
            <figure key={member.id} className="col-span-2 flex items-center gap-4 rounded-xl border border-border bg-card p-4">
              {member.image && <Picture src={member.image} alt={`Portrait of ${member.name}`} width={96} height={96} className="size-24 shrink-0 rounded-full object-cover" />}
              <figcaption>
                <p className="font-semibold">{member.name}</p>
                <p className="text-sm text-primary">{member.role}</p>
                {member.bio && <PlainParagraphs text={member.bio} className="mt-1 text-sm text-muted-foreground" />}
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
      <h3 className="mt-12 text-xl font-semibold">Genres we play</h3>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {genres.map((genre) => (
          <li key={genre} className="rounded-lg bg-muted px-4 py-3 text-center font-medium">
            {genre}
          </li>
        ))}
      </ul>
      <AboutClientLogos />
    </section>
  );
}
