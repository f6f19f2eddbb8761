import { Picture } from "@/components/ui/picture";
import { buttonClass } from "@/components/ui/button";
import { publicHero } from "@/lib/content/public";
import { bookingWhatsappHref, socialProfiles, withReplyTime } from "@/lib/settings/band-contact";
import { publicSiteSettings } from "@/lib/settings/public";
import { ART_QUALITY } from "@/lib/image-quality";
import { firstScreenRendition } from "@/lib/media/first-screen";
import { HeroVideo } from "./hero-video";
import { SocialIcon } from "@/components/site/social-icon";

export async function HeroSection() {
  const [band, hero] = await Promise.all([publicSiteSettings(), publicHero()]);
  const firstPaint = await firstScreenRendition(hero.image, { cover: true });
  const whatsapp = bookingWhatsappHref(band);
  return (
    <section id="home" aria-labelledby="home-heading" className="relative isolate flex min-h-[85svh] items-end overflow-hidden bg-stone-950 text-white">
      <Picture
        src={hero.image}
        alt={hero.imageAlt}
        fill
        preload
        fetchPriority="high"
        decoding="sync"
        sizes="100vw"
        quality={ART_QUALITY}
        placeholder={firstPaint ?? "empty"}
        className="-z-20 object-cover"
        data-testid="hero-image"
      />
      <div className="absolute inset-0 -z-10">{hero.video && <HeroVideo src={hero.video} />}</div>
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-stone-950/40 via-stone-950/60 to-stone-950/20" />
      <div className="mx-auto w-full max-w-6xl px-4 pt-28 pb-14 sm:pb-20">
        {hero.eyebrow && <p className="text-sm font-semibold tracking-widest text-amber-300 uppercase">{hero.eyebrow}</p>}
        <h1 id="home-heading" className="mt-3 max-w-3xl font-display text-4xl leading-tight font-bold sm:text-6xl">
          {hero.headline}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-stone-100">{withReplyTime(hero.lead, band.replyHours)}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          {whatsapp && (
            <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={buttonClass("accent")}>
              Book via WhatsApp
            </a>
          )}
          {/* A full page load: the studio's page alone may use the camera (Permissions-Policy is per document). */}
          <a href="/video-studio" className={buttonClass("primary")}>
            Create Video
          </a>
          <a href="#contact" className={buttonClass("outline", "border-white/70 text-white hover:bg-white/10")}>
            Request Quote
          </a>
          <a href="#about" className={buttonClass("ghost", "text-white underline-offset-4 hover:bg-white/10 hover:underline")}>
            Learn More
          </a>
        </div>
        <ul className="mt-8 flex gap-2" aria-label="Follow the band">
          {socialProfiles(band).map((link) => (
            <li key={link.name}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${link.name} (opens in a new tab)`}
                className="flex size-11 items-center justify-center rounded-full border border-white/40 text-white hover:bg-white/15"
              >
                <SocialIcon name={link.name} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
