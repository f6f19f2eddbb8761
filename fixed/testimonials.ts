// The six client testimonials of /testimonials (spec section 2). The portraits are original
// illustrations made by scripts/artwork/pages.mjs, not photos of real people.

import { site } from "./site";

export type Testimonial = { slug: string; name: string; role: string; rating: 5; text: string; image: string };

/**
 * This page's experience claim, from the founding year (issue 64: the spec's fixed "25+" was more
 * years than the band has played): the whole years since 2004, in the year the page is rendered.
 */
export const testimonialsYearsClaim = `${new Date().getUTCFullYear() - site.foundedYear}+`;

export const testimonials: Testimonial[] = [
  {
    slug: "bride-lekki",
    name: "Funmi A.",
    role: "Bride, Lekki wedding",
    rating: 5,
    text: "From the first highlife set to the last amapiano track, the dance floor never emptied. Our parents still talk about the talking drum solo.",
    image: "/images/testimonials/bride-lekki.webp",
  },
  {
    slug: "hr-director",
    name: "Chinedu O.",
    role: "HR Director, end-of-year party",
    rating: 5,
    text: "Professional from the quote to the pack-down. They arrived early, sound-checked before our guests came and kept exactly to the programme.",
    image: "/images/testimonials/hr-director.webp",
  },
  {
    slug: "birthday-host",
    name: "Aisha B.",
    role: "60th birthday host, Ikoyi",
    rating: 5,
    text: "They played my mother's favourite Yoruba highlife songs without being asked twice. The MC switched between English and Yoruba beautifully.",
    image: "/images/testimonials/birthday-host.webp",
  },
  {
    slug: "event-planner",
    name: "Tunde K.",
    role: "Event planner, Victoria Island",
    rating: 5,
    text: "I have booked them for years. Band, DJ, sound and livestream from one team means one call for me and no surprises on the night.",
    image: "/images/testimonials/event-planner.webp",
  },
  {
    slug: "groom-ikeja",
    name: "Emeka N.",
    role: "Groom, Ikeja traditional wedding",
    rating: 5,
    text: "The Igbo highlife set had both families on their feet. Relatives abroad watched the livestream and said it felt like being there.",
    image: "/images/testimonials/groom-ikeja.webp",
  },
  {
    slug: "conference-lead",
    name: "Ngozi E.",
    role: "Conference lead, industry gala",
    rating: 5,
    text: "Elegant background music for dinner, then a proper party after the awards. Our international guests asked for the band's details.",
    image: "/images/testimonials/conference-lead.webp",
  },
];
