import { IntentLink } from "./intent-link";
import { bookNowLink, navLinks } from "@/fixed/navigation";
import { seoArticles } from "@/fixed/seo-pages";
import { site } from "@/fixed/site";
import { replyWithin, socialProfiles, whatsappHref } from "@/lib/settings/band-contact";
import { publicSiteSettings } from "@/lib/settings/public";
import { displayPhone } from "@/lib/validation/phone-number";
import { SocialIcon } from "./social-icon";
import { CookieChoicesButton } from "./ads-on-demand";

const moreLinks = [
  bookNowLink,
  { label: "Get a Quote", href: "/quote" },
  { label: "Detailed Quote", href: "/quote-full" },
  { label: "Our Repertoire", href: "/repertoire" },
  { label: "Video Studio", href: "/video-studio" },
  { label: "Press Kit", href: "/press" },
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Privacy Request", href: "/privacy-request" },
  { label: "Terms of Service", href: "/terms-of-service" },
  // Visitors' pages only: the Google and AdSense set-up guides are the admin's (linked from the panel).
  ...seoArticles.map((article) => ({ label: article.footerLabel, href: article.path })),
];

// Pages that must load as a new document: the studio's camera permission is its own header.
const fullPageLoads: ReadonlySet<string> = new Set(["/video-studio"]);

// 44 px tall (the panel's and the booking page's touch targets): a finger finds each link of a list.
const linkClass = "inline-flex min-h-11 items-center rounded hover:text-foreground hover:underline underline-offset-2";

export async function SiteFooter() {
  const band = await publicSiteSettings();
  return (
    <footer className="border-t border-border bg-muted text-sm text-muted-foreground [contain-intrinsic-size:auto_640px] [content-visibility:auto]">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <p className="font-display text-lg font-bold text-foreground">{site.bandName}</p>
          <p>{site.tagline}</p>
          <ul className="flex flex-wrap gap-2" aria-label="Follow us">
            {socialProfiles(band, { withStreaming: true }).map((link) => (
              <li key={link.name}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${site.shortName} on ${link.name}`}
                  className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-border text-foreground hover:bg-background"
                >
                  <SocialIcon name={link.name} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div className="space-y-2">
          <h2 className="font-semibold text-foreground">Contact</h2>
          <ul>
            {band.phones.map((line) => (
              <li key={line.number} className="flex flex-wrap items-center gap-x-3">
                <a href={`tel:+${line.number}`} className={linkClass} aria-label={`Call ${displayPhone(line.number)}`}>
                  {displayPhone(line.number)}
                </a>
                {line.whatsapp && (
                  <a
                    href={whatsappHref(line.number, band.bookingMessage)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`${linkClass} text-foreground`}
                    aria-label={`WhatsApp ${displayPhone(line.number)}`}
                  >
                    WhatsApp
                  </a>
                )}
              </li>
            ))}
          </ul>
          {band.email && (
            <p>
              <a href={`mailto:${band.email}`} className={linkClass}>
                {band.email}
              </a>
            </p>
          )}
          <p>{band.location}</p>
          <p>We reply to every enquiry within {replyWithin(band.replyHours)}.</p>
        </div>

        <nav aria-label="Pages" className="space-y-2">
          <h2 className="font-semibold text-foreground">Explore</h2>
          <ul>
            {navLinks.map((link) => (
              <li key={link.href}>
                <IntentLink href={link.href} className={linkClass}>
                  {link.label}
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label="More" className="space-y-2">
          <h2 className="font-semibold text-foreground">More</h2>
          <ul>
            {moreLinks.map((link) => (
              <li key={link.href}>
                {fullPageLoads.has(link.href) ? (
                  <a href={link.href} className={linkClass}>
                    {link.label}
                  </a>
                ) : (
                  <IntentLink href={link.href} className={linkClass}>
                    {link.label}
                  </IntentLink>
                )}
              </li>
            ))}
            {band.adsenseClient && (
              <li>
                <CookieChoicesButton className={linkClass} />
              </li>
            )}
          </ul>
        </nav>
      </div>
      {/* On phones the line keeps clear of the column of floating buttons on the right. */}
      <p className="border-t border-border py-4 pr-24 pl-4 sm:px-4 sm:text-center">
        © {new Date().getFullYear()} {site.bandName}. All rights reserved.
      </p>
    </footer>
  );
}
