import { musicSocialLinks } from "@/content/music";

/** Where to follow the band, as plain links (new tab). */
export function SocialLinks() {
  return (
    <section aria-labelledby="follow-heading" className="mt-12">
      <h2 id="follow-heading" className="font-display text-2xl font-bold">
        Follow the band
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {musicSocialLinks.map((link) => (
          <li key={link.name}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center rounded-full border border-border px-4 text-sm font-medium hover:bg-muted"
            >
              {link.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
