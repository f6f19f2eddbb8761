// Texts of the /music page and where fans can follow the band.

export const musicPage = {
  title: "Our Music",
  description: "Listen to and download live recordings and originals by Eko Live Band: afrobeat, highlife, amapiano and more from Lagos.",
  intro: "Recordings from our stage and studio. Press play and keep browsing: the music follows you around the site.",
  error: { title: "Unable to Load Music", message: "Please try refreshing the page or check back later." },
  empty: { title: "No Music Available", message: "New recordings are on their way. Check back soon." },
} as const;
