import { socialProfiles } from "@/lib/settings/band-contact";
import { publicSiteSettings } from "@/lib/settings/public";

/** The band's social profiles from the settings (with the streaming service when asked), as plain links that open in a new tab. */
export async function SocialList({ withStreaming = false }: { withStreaming?: boolean }) {
  const links = socialProfiles(await publicSiteSettings(), { withStreaming });
  if (links.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {links.map((link) => (
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
  );
}
