// The venue showcase on the home page (spec section 2): six kinds of Lagos venues the band plays.

export type Venue = { name: string; description: string; image: string; alt: string };

export const venues: Venue[] = [
  {
    name: "Grand Ballrooms",
    description: "Chandeliers, round tables and a full dance floor: weddings and galas on Victoria Island and Ikoyi.",
    image: "/images/home/venue-ballroom.jpg",
    alt: "Illustration of a ballroom with chandeliers and round tables set for a wedding reception",
  },
  {
    name: "Beach Parties",
    description: "Sunset sets on the Lekki and Elegushi shoreline, with sound built for sea breeze and open sky.",
    image: "/images/home/venue-beach.jpg",
    alt: "Illustration of two musicians playing on a beach between palm trees at sunset",
  },
  {
    name: "Garden Receptions",
    description: "Marquees and string lights in Ikeja GRA gardens, acoustic or full band.",
    image: "/images/home/venue-garden.jpg",
    alt: "Illustration of a garden marquee under string lights with tables on the lawn",
  },
  {
    name: "Event Halls",
    description: "Owambe parties for hundreds of guests in halls across the mainland, from Surulere to Ikeja.",
    image: "/images/home/venue-hall.jpg",
    alt: "Illustration of an event hall with columns, a red stage and rows of chairs",
  },
  {
    name: "Rooftop Lounges",
    description: "Saxophone and soft afrobeats above the Lagos skyline for birthdays and launches.",
    image: "/images/home/venue-rooftop.jpg",
    alt: "Illustration of a saxophonist on a rooftop with the Lagos skyline lit up at night",
  },
  {
    name: "Hotels & Resorts",
    description: "Poolside cocktails and conference dinners at the city's hotels, planned with their event teams.",
    image: "/images/home/venue-hotel.jpg",
    alt: "Illustration of a hotel tower with lit windows beside a pool and palm trees",
  },
];
