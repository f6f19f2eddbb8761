import type { SocialProfileName } from "@/lib/settings/band-contact";

// Simple original line drawings that hint at each network (not the platforms' logos); decorative,
// the link carries the name.
const paths: Record<SocialProfileName, React.ReactNode> = {
  Instagram: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="4.5" />
      <circle cx="12" cy="12" r="3.6" />
      <path d="M16.8 7.2h.01" />
    </>
  ),
  Facebook: <path d="M14.5 21v-7.5h2.6l.4-3h-3V8.7c0-.9.3-1.5 1.6-1.5h1.5V4.5c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.2H9v3h2.6V21" />,
  YouTube: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="3.5" />
      <path d="M10.5 9.5v5l4.2-2.5z" />
    </>
  ),
  TikTok: <path d="M13 4v11a3 3 0 1 1-3-3M13 4c.4 2.4 2 4 4.5 4.3" />,
  X: <path d="M5 4l14 16M19 4L5 20" />,
  Audiomack: <path d="M3 14l3-4 3 5 3-8 3 8 3-5 3 4" />,
  Boomplay: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M10 8.5v7l5.5-3.5z" />
    </>
  ),
  "Apple Music": (
    <>
      <path d="M9 17V6l10-2v11" />
      <circle cx="7" cy="17" r="2" />
      <circle cx="17" cy="15" r="2" />
    </>
  ),
  Spotify: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M7.5 9.5c3-1 6.5-.7 9 .8M8 12.6c2.5-.7 5.2-.4 7.3.8M8.6 15.5c2-.5 3.9-.3 5.5.6" />
    </>
  ),
};

export function SocialIcon({ name, className = "h-5 w-5" }: { name: SocialProfileName; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      {paths[name]}
    </svg>
  );
}
