// The home page's fixed pictures, and the hero of a fresh install (lib/content/defaults.ts seeds
// it; the band edits it in Content → Hero).

export const hero = {
  eyebrow: "Lagos live band since 2004",
  lead: "Live music for weddings, corporate events and owambe parties. 21+ years, 1000+ events, and a reply to every enquiry within {reply time}.",
  image: "/images/home/hero.jpg",
  imageAlt: "Illustration of a band performing on a stage under coloured light beams in front of a crowd",
  video: "/video/hero.webm",
};

export const aboutPhotos = [
  { src: "/images/home/about-stage.jpg", alt: "Illustration of a singer and a guitarist on stage under warm lights" },
  { src: "/images/home/about-crowd.jpg", alt: "Illustration of the band playing to a dancing crowd under green and gold beams" },
] as const;
