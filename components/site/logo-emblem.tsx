// The band's emblem: a round badge whose colour and glyph follow the "mood" of what is on screen.

export type Mood = "hero" | "about" | "services" | "testimonials" | "gallery" | "contact";

const colours: Record<Mood, string> = {
  hero: "#c2410c",
  about: "#15803d",
  services: "#7e22ce",
  testimonials: "#be123c",
  gallery: "#0369a1",
  contact: "#a16207",
};

const glyphs: Record<Mood, React.ReactNode> = {
  // A talking drum between two beams of stage light.
  hero: <path d="M11 9h10l-2 7 2 7H11l2-7-2-7zM7 7l3 4M25 7l-3 4" />,
  // Two band members side by side.
  about: <path d="M12 13a2.5 2.5 0 1 0 0-.01M20 13a2.5 2.5 0 1 0 0-.01M7.5 23c0-3 2-5 4.5-5s4.5 2 4.5 5M15.5 23c0-3 2-5 4.5-5s4.5 2 4.5 5" />,
  // A microphone on its stand.
  services: <path d="M16 7a3 3 0 0 1 3 3v4a3 3 0 0 1-6 0v-4a3 3 0 0 1 3-3zM11 14a5 5 0 0 0 10 0M16 19v5M12 24h8" />,
  // A speech bubble with a heart: kind words.
  testimonials: <path d="M8 9h16v11h-9l-4 3v-3H8zM16 18l-3-3a1.6 1.6 0 0 1 3-1.5 1.6 1.6 0 0 1 3 1.5z" />,
  // A camera.
  gallery: <path d="M8 12h4l2-3h4l2 3h4v11H8zM16 14.5a3.5 3.5 0 1 0 0 .01" />,
  // A phone handset.
  contact: <path d="M11 8l3 4-2 2c1 2.5 3.5 5 6 6l2-2 4 3-2 3c-6 0-13-7-13-13z" />,
};

export function LogoEmblem({ mood }: { mood: Mood }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="h-9 w-9 shrink-0 transition-colors duration-300" data-emblem={mood}>
      <circle cx="16" cy="16" r="15" fill={colours[mood]} />
      <circle cx="16" cy="16" r="12.5" fill="none" stroke="#fde68a" strokeWidth="1" strokeDasharray="2 2" />
      <g fill="none" stroke="#ffffff" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        {glyphs[mood]}
      </g>
    </svg>
  );
}
