// Fixed texts of the home page that are not shared with other pages.

export const hero = {
  eyebrow: "Lagos live band since 2004",
  lead: "Live music for weddings, corporate events and owambe parties. 21+ years, 1000+ events, and a reply to every enquiry within 24 hours.",
  image: "/images/home/hero.jpg",
  imageAlt: "Illustration of a band performing on a stage under coloured light beams in front of a crowd",
  video: "/video/hero.webm",
};

export const aboutPhotos = [
  { src: "/images/home/about-stage.jpg", alt: "Illustration of a singer and a guitarist on stage under warm lights" },
  { src: "/images/home/about-crowd.jpg", alt: "Illustration of the band playing to a dancing crowd under green and gold beams" },
] as const;

export type Testimonial = { quote: string; name: string; event: string };

export const testimonialTeaser: Testimonial[] = [
  { quote: "The band kept our wedding guests dancing until the very last song. Everyone is still talking about it.", name: "Ngozi & Emeka", event: "Wedding, Victoria Island" },
  { quote: "Punctual, professional and brilliant on stage. Our end-of-year party was the best we've had.", name: "Folake A.", event: "Corporate event, Ikoyi" },
  { quote: "They played highlife for my father's 70th exactly as he loved it. Thank you!", name: "Tayo O.", event: "Birthday celebration, Surulere" },
];
