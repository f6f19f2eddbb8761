// The band's story and the numbers the site claims (spec sections 1 and 9).

export const stats = [
  { value: "21+", label: "Years of experience" },
  { value: "1000+", label: "Events played" },
  { value: "8", label: "Music genres" },
  { value: "50+", label: "Venues across Lagos" },
] as const;

export const genres = ["Afrobeat", "Amapiano", "Hip Hop", "Yoruba Highlife", "Igbo Highlife", "Rock", "Pop", "R&B"] as const;

export const story =
  "Founded in Lagos in 2004, we started as a six-piece highlife band playing weddings on the mainland. Twenty-one years and more than a thousand events later, we are a full entertainment company: live band, DJs, MCs, sound, lighting, video and livestreaming, all from one team.";

export const mission = "To make every celebration unforgettable with live music played well, on time and with the warmth our clients remember long after the last dance.";

export const vision = "To be the first call for live entertainment in West Africa, wherever Nigerians celebrate.";

/** Placeholder name: the spec does not record the managing director's name. */
export const managingDirector = {
  name: "Adebayo Johnson",
  role: "Managing Director & Band Leader",
  bio: "A multi-instrumentalist who has led the band since 2004, from church halls in Surulere to the biggest ballrooms on Victoria Island.",
  image: "/images/band/director.svg",
};
