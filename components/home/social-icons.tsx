import type { SocialLink } from "@/content/social";

// Simple original glyphs for the social profiles (not the platforms' logos).
const paths: Record<SocialLink["name"], string> = {
  Instagram: "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z",
  Facebook: "M14 8V6.5c0-.8.4-1.5 1.5-1.5H17V2h-2.5C11.9 2 11 3.8 11 6v2H9v3h2v11h3V11h2.6l.4-3h-3Z",
  YouTube: "M3 7.5C3 6 4 5 5.5 5h13C20 5 21 6 21 7.5v9c0 1.5-1 2.5-2.5 2.5h-13C4 19 3 18 3 16.5v-9ZM10 9v6l5-3-5-3Z",
  TikTok: "M13 3h3c.2 2 1.6 3.6 4 3.8v3c-1.5 0-2.9-.4-4-1.2V15a6 6 0 1 1-6-6v3.1a3 3 0 1 0 3 2.9V3Z",
  Spotify: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-4 6.5c3-.8 6-.5 8.5 1M8 13c2.3-.6 4.5-.3 6.5.8M8.5 16c1.7-.4 3.3-.2 4.7.5",
};

export function SocialIcon({ name }: { name: SocialLink["name"] }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
      <path d={paths[name]} fillRule="evenodd" />
    </svg>
  );
}
