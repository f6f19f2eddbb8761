// Where fans follow the band. Placeholder profile addresses: replace them with the band's real
// pages before launch (one place for the header, hero, footer, contact and music pages).

export type SocialLink = { name: "Instagram" | "Facebook" | "YouTube" | "TikTok" | "Spotify"; href: string };

export const socialLinks: SocialLink[] = [
  { name: "Instagram", href: "https://www.instagram.com/ekoliveband" },
  { name: "Facebook", href: "https://www.facebook.com/ekoliveband" },
  { name: "YouTube", href: "https://www.youtube.com/@ekoliveband" },
  { name: "TikTok", href: "https://www.tiktok.com/@ekoliveband" },
];

export const spotifyLink: SocialLink = { name: "Spotify", href: "https://open.spotify.com/search/Eko%20Live%20Band" };

/** The streaming service's artist player, embedded lazily by the floating music widget. Replace the id. */
export const spotifyArtistEmbed = "https://open.spotify.com/embed/artist/0000000000000000000000?utm_source=generator&theme=0";
