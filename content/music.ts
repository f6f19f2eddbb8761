// Texts of the /music page and where fans can follow the band.

export const musicPage = {
  title: "Our Music",
  description: "Listen to and download live recordings and originals by Eko Live Band: afrobeat, highlife, amapiano and more from Lagos.",
  intro: "Recordings from our stage and studio. Press play and keep browsing: the music follows you around the site.",
  error: { title: "Unable to Load Music", message: "Please try refreshing the page or check back later." },
  empty: { title: "No Music Available", message: "New recordings are on their way. Check back soon." },
} as const;

export type SocialLink = { name: string; href: string };

// Placeholder profile addresses: replace them with the band's real pages before launch.
export const musicSocialLinks: SocialLink[] = [
  { name: "Instagram", href: "https://www.instagram.com/ekoliveband" },
  { name: "Facebook", href: "https://www.facebook.com/ekoliveband" },
  { name: "YouTube", href: "https://www.youtube.com/@ekoliveband" },
  { name: "TikTok", href: "https://www.tiktok.com/@ekoliveband" },
  { name: "Spotify", href: "https://open.spotify.com/search/Eko%20Live%20Band" },
];
