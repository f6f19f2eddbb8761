// The band's fixed facts, edited here in one place.

export const site = {
  /** The band's trading name, shown in the header, titles and the admin panel. */
  bandName: "Eko Live Band & Entertainment",
  shortName: "Eko Live Band",
  foundedYear: 2004,
  /** The experience claim the site makes everywhere (spec: 21+ years). */
  yearsOfExperience: "21+",
  tagline: "Live music for weddings, corporate events and owambe parties across Lagos since 2004.",
  location: "Lagos, Nigeria",
  /** International format without "+", as WhatsApp links want it. Replace with the band's lines. */
  phones: ["2348030000001", "2348030000002", "2348030000003"],
  bookingMessage: "Hello! I would like to book your band for an event. Please share your availability and a quote.",
  url: process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000",
} as const;

export function whatsappLink(message: string = site.bookingMessage, phone: string = site.phones[0]): string {
  return `https://wa.me/${phone}?text=${encodeURIComponent(message)}`;
}
