// Copy of /about and the "why choose us" reasons of /services. The numbers live in band.ts.

export const aboutPage = {
  title: "About Us",
  description: "Eko Live Band & Entertainment: Lagos live band since 2004 — our story, mission, vision and the genres we play.",
  intro: "A Lagos family of musicians, DJs, MCs and crew who have been making celebrations unforgettable since 2004.",
  image: { src: "/images/about/stage.webp", alt: "Illustration of a band on a warmly lit stage with horns, guitar and talking drum", width: 1600, height: 900 },
};

export const servicesPage = {
  title: "Our Services",
  description: "Live band, karaoke, DJs, DJ academy, sound and instrument rentals, video and photo, MC and livestreaming in Lagos.",
  intro: "Eight services from one team, so your music, sound, pictures and livestream are planned together.",
};

export type Reason = { title: string; text: string };

export const whyChooseUs: Reason[] = [
  { title: "Over two decades on stage", text: "Since 2004 we have played more than a thousand events, from intimate dinners to ballrooms of thousands." },
  { title: "One team for everything", text: "Band, DJ, MC, sound, lighting, video and livestream planned together, with one contact person for you." },
  { title: "Every genre your guests love", text: "Afrobeat, amapiano, hip hop, Yoruba and Igbo highlife, rock, pop and R&B, mixed to suit your crowd." },
  { title: "On time, sound-checked", text: "We arrive early and finish the sound check before your first guest walks in." },
  { title: "Our own equipment", text: "We own and maintain our PA, backline and lights, and bring a technician to every show." },
  { title: "Quick, clear answers", text: "We reply to every enquiry within {reply time} with availability and a written quote." },
];
