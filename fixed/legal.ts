// The legal pages' text (spec sections 2 and 9). The terms carry the business constants of
// section 9 word for word in meaning; the privacy policy describes what this site really does.

type LegalSection = { id: string; title: string; paragraphs?: string[]; items?: string[] };
export type LegalDocument = { title: string; description: string; lastUpdated: string; intro: string; sections: LegalSection[] };

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  description: "Booking terms of Eko Live Band & Entertainment: deposit, payment, cancellation and refunds, event details and technical needs.",
  lastUpdated: "2026-11-01",
  intro: 'These terms apply to every booking of Eko Live Band & Entertainment ("we", "us") by a client ("you"). Please read them before paying a deposit.',
  sections: [
    {
      id: "booking-and-deposit",
      title: "Booking and deposit",
      items: ["A booking is confirmed once we receive a 50% deposit of the agreed fee.", "Until the deposit is received the date is not held for you."],
    },
    {
      id: "payment",
      title: "Payment",
      items: [
        "The balance is due 7 days before the event.",
        "If you book within 7 days of the event, full payment is due at booking.",
        // The band's own rate (Settings → Business, issue 64): lib/settings/band-contact.ts's withBookingTerms.
        "{late fee}",
        "Payments by cheque are confirmed only after clearance, which takes 7 days.",
      ],
    },
    {
      id: "cancellation-and-refunds",
      title: "Cancellation and refunds",
      paragraphs: ["If you cancel, the deposit is refunded according to how long before the event we receive your written notice:"],
      items: [
        "More than 30 days before the event: 80% of the deposit is refunded.",
        "15–30 days before the event: 50% of the deposit is refunded.",
        "7–14 days before the event: 25% of the deposit is refunded.",
        "Less than 7 days before the event: no refund.",
      ],
    },
    {
      id: "event-details",
      title: "Event details and changes",
      items: [
        "Full event details (venue, programme, timings and contact person) are needed 14 days before the event.",
        "Changes to the programme or timings must reach us at least 7 days before the event.",
        "The final guest headcount is needed 48 hours before the event.",
      ],
    },
    {
      id: "venue-and-technical",
      title: "Venue and technical requirements",
      items: [
        "A stage or level performance area of at least 4x3 m, covered if outdoors.",
        "A stable power supply of 220V 15A close to the stage, or a generator of equal capacity.",
        "Safe access for loading our equipment before and after the event.",
      ],
    },
    {
      id: "performance",
      title: "Our performance",
      paragraphs: [
        "We arrive in time to set up and sound-check before guests arrive and play the agreed programme. If a listed musician cannot attend for reasons beyond our control, we provide a replacement of equal skill.",
      ],
    },
    {
      id: "liability",
      title: "Liability",
      paragraphs: [
        "We are not liable for delays or cancellations caused by events beyond our reasonable control, such as severe weather, public emergencies or venue power failures. Damage to our equipment caused by guests is charged at repair or replacement cost.",
      ],
    },
    {
      id: "contact",
      title: "Contact",
      paragraphs: ["Questions about these terms: use the contact page or WhatsApp us. We reply within {reply time}."],
    },
  ],
};

/** What the privacy policy depends on: the band's settings and the services this install uses. */
export type PrivacyFacts = {
  bandName: string;
  address: string;
  location: string;
  email: string;
  adsOn: boolean;
  whatsappOn: boolean;
  paystackOn: boolean;
  /** Where uploads are kept: Vercel Blob, an S3-compatible bucket, or the band's own server. */
  storage: "blob" | "s3" | "server";
  retention: { unbookedEnquiryMonths: number; whatsappMonths: number; analyticsMonths: number };
};

const months = (count: number) => `${count} ${count === 1 ? "month" : "months"}`;
const storageWords: Record<PrivacyFacts["storage"], string> = {
  blob: "Vercel (United States), which stores our photos, music and documents",
  s3: "our cloud storage provider, which stores our photos, music, documents and backups",
  server: "the company hosting our server, where our photos, music, documents and backups are kept",
};

export const privacyPolicyTitle = "Privacy Policy";
export const privacyPolicyDescription =
  "How Eko Live Band & Entertainment handles enquiries, bookings, WhatsApp messages, the newsletter, visitor counts and ads, under the Nigeria Data Protection Act 2023.";

/**
 * The privacy policy under the Nigeria Data Protection Act 2023 (issue 66): each purpose with its
 * lawful basis, the processors and where they are, the retention periods the band set, the
 * person's rights. The parts that depend on the settings (ads, WhatsApp, payments, storage, the
 * band's address) follow them.
 */
export function privacyPolicyFor(facts: PrivacyFacts): LegalDocument {
  const contactLine = facts.email ? `by email to ${facts.email}` : "through our contact page";
  const where = facts.address || facts.location;
  const processors = [
    "Our email provider, which sends our confirmations and replies.",
    storageWords[facts.storage] + ".",
    ...(facts.whatsappOn
      ? ["Meta Platforms (WhatsApp Business; servers in the United States and the European Union), which carries the WhatsApp messages we exchange with you."]
      : []),
    ...(facts.paystackOn ? ["Paystack (Nigeria), which takes card and transfer payments: we never see your card details."] : []),
    "Google (United States), whose reviews we show" + (facts.adsOn ? " and whose AdSense ads appear on some pages." : "."),
  ];
  return {
    title: privacyPolicyTitle,
    description: privacyPolicyDescription,
    lastUpdated: "2026-11-28",
    intro: "This policy explains what this website and our team collect about you, why, on what lawful basis, for how long, and your rights. We collect as little as we can.",
    sections: [
      {
        id: "who-we-are",
        title: "Who is responsible",
        paragraphs: [
          `${facts.bandName}, ${where}, is the data controller for the personal data described here, under the Nigeria Data Protection Act 2023 (NDPA). You can reach us about your data ${contactLine}.`,
        ],
      },
      {
        id: "enquiries",
        title: "Enquiries, quotes and bookings",
        paragraphs: [
          "When you send a contact or quote form" +
            (facts.whatsappOn ? " or write to us on WhatsApp" : "") +
            " we keep what you give us (name, email, phone, event type and date, venue, guest count, budget, company and your message) to answer you, prepare a quote and perform the booking. Lawful basis: the steps you asked for before a contract, and the contract itself.",
          `An enquiry that never leads to a quote or a booking is deleted ${months(facts.retention.unbookedEnquiryMonths)} after it was sent. Quotes, invoices, receipts and payment records are kept for six years, as Nigerian tax law requires (lawful basis: legal obligation).`,
          ...(facts.whatsappOn ? [`WhatsApp conversations are deleted ${months(facts.retention.whatsappMonths)} after each message.`] : []),
        ],
      },
      {
        id: "newsletter",
        title: "Newsletter",
        paragraphs: [
          "If you subscribe we keep your email address and send you occasional news. Lawful basis: your consent. Every newsletter email contains an unsubscribe link; using it stops all further newsletters.",
        ],
      },
      {
        id: "analytics",
        title: "Visitor counts",
        paragraphs: [
          "We count visits with our own first-party tracker, not a third-party analytics service, and without cookies. Lawful basis: our legitimate interest in knowing which pages help visitors.",
        ],
        items: [
          "It keeps a random visitor id in your browser's localStorage so repeat visits can be counted.",
          "It records the page visited and simple actions such as button clicks, with the time.",
          "We do not store IP addresses.",
          "If your browser sends Do Not Track or Global Privacy Control, the tracker records nothing.",
          `Single visits are deleted after ${months(facts.retention.analyticsMonths)}; only daily totals stay.`,
        ],
      },
      ...(facts.adsOn
        ? [
            {
              id: "advertising",
              title: "Advertising",
              paragraphs: [
                "Some pages show ads from Google AdSense. Nothing is requested from Google's ad servers until you choose in the bar that appears on your first visit: Reject keeps the ads off; Accept lets Google use cookies to show and measure ads. Lawful basis: your consent, which you can withdraw at any time with \"Cookie choices\" at the foot of every page. You can also manage ad personalisation in your Google account's ad settings.",
              ],
            },
          ]
        : []),
      {
        id: "cookies",
        title: "Cookies and your choice",
        paragraphs: facts.adsOn
          ? [
              'This site sets one cookie of its own for visitors: ad_consent, which remembers whether you accepted or rejected the ads and the day you chose, for six months. It holds nothing else. The "Cookie choices" link at the foot of every page opens the choice again. Our visitor counts use no cookies.',
              "If you accept the ads, Google's cookies are set by Google under its own policy.",
            ]
          : ["This site sets no cookies for visitors. Our visitor counts use no cookies, and no ads are shown."],
      },
      {
        id: "security",
        title: "Security records",
        paragraphs: [
          "To protect the site and your data we keep records of sign-ins and changes made in our admin panel, and count requests per network address for a few minutes to stop abuse. Lawful basis: our legitimate interest in keeping the site safe. These records are kept for twelve months at most.",
        ],
      },
      {
        id: "processors",
        title: "Who processes data for us, and where",
        paragraphs: [
          "These providers process data on our behalf, under contract, only for the purposes above. Where they are outside Nigeria, the transfer relies on their contractual safeguards, as the NDPA allows:",
        ],
        items: processors,
      },
      {
        id: "embeds",
        title: "Embedded players",
        paragraphs: [
          "Videos (from YouTube, in its privacy-enhanced youtube-nocookie mode) and the Spotify player load only when you click to play them. Until then no content is requested from those services.",
        ],
      },
      {
        id: "your-choices",
        title: "Your rights",
        paragraphs: [
          "Under the NDPA you may ask for a copy of the data we hold about you, ask us to correct or delete it, or object to its use, and withdraw a consent at any time. Send your request from our privacy request page (/privacy-request): we confirm it by email and answer within 30 days. We may ask you to confirm that the request is yours.",
          "If you are not satisfied with our answer, you may complain to the Nigeria Data Protection Commission (NDPC), ndpc.gov.ng.",
        ],
      },
      {
        id: "contact",
        title: "Contact",
        paragraphs: [`Questions about privacy: write to us ${contactLine}. We reply within {reply time}.`],
      },
    ],
  };
}
