// The streaming player: the band pastes its artist share link and the site embeds the service's
// player for it. Only links whose artist id can be read are accepted.

/** Spotify artist ids are 22 base-62 characters. */
const SPOTIFY_ARTIST = /^https:\/\/open\.spotify\.com\/(?:intl-[a-z-]+\/)?(?:embed\/)?artist\/([A-Za-z0-9]{22})(?:[/?#].*)?$/;

/** The embeddable player's address for a share link, or null when the link is not an artist's. */
export function streamingPlayerUrl(shareLink: string): string | null {
  const spotify = SPOTIFY_ARTIST.exec(shareLink.trim());
  if (spotify) return `https://open.spotify.com/embed/artist/${spotify[1]}?utm_source=generator&theme=0`;
  return null;
}

/** The artist id the link names (for the launch checklist's check against the shipped placeholder). */
export function streamingArtistId(shareLink: string): string | null {
  return SPOTIFY_ARTIST.exec(shareLink.trim())?.[1] ?? null;
}
