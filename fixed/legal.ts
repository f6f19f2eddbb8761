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

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  description: "How Eko Live Band & Entertainment handles enquiries, newsletter subscriptions, anonymous analytics, ads and embedded players.",
  lastUpdated: "2026-11-28",
  intro: "This policy explains what this website collects, why, and the choices you have. We collect as little as we can.",
  sections: [
    {
      id: "enquiries",
      title: "Enquiries and quote requests",
      paragraphs: [
        "When you send the contact or quote form we store what you enter (name, email, phone, event type and date, venue, guest count, budget and your message) so that we can reply and prepare a quote. Only the band's administrator can see it.",
        "Confirmation and notification emails are sent through our email provider over SMTP.",
      ],
    },
    {
      id: "newsletter",
      title: "Newsletter",
      paragraphs: [
        "If you subscribe we store your email address and send you occasional news. Every newsletter email contains an unsubscribe link; using it stops all further newsletters.",
      ],
    },
    {
      id: "analytics",
      title: "Analytics",
      paragraphs: ["We measure visits with our own first-party tracker, not a third-party analytics service:"],
      items: [
        "It stores a random visitor id in your browser's localStorage so repeat visits can be counted.",
        "It records the page visited and simple actions such as button clicks, with the time.",
        "We do not store IP addresses.",
        "If your browser sends Do Not Track or Global Privacy Control, the tracker records nothing.",
      ],
    },
    {
      id: "advertising",
      title: "Advertising",
      paragraphs: [
        "When advertising is enabled, some pages show ads from Google AdSense. Nothing is requested from Google's ad servers until you choose in the bar that appears on your first visit: Reject keeps the ads off; Accept lets Google use cookies to show and measure ads (your consent, which you can withdraw at any time). You can also manage ad personalisation in your Google account's ad settings.",
      ],
    },
    {
      id: "cookies",
      title: "Cookies and your choice",
      paragraphs: [
        'This site sets one cookie of its own for visitors: ad_consent, which remembers whether you accepted or rejected the ads and the day you chose, for six months. It holds nothing else. The "Cookie choices" link at the foot of every page opens the choice again. Our visitor counts use no cookies.',
        "If you accept the ads, Google's cookies are set by Google under its own policy.",
      ],
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
      title: "Your choices and rights",
      paragraphs: [
        "Under the Nigeria Data Protection Act 2023 you may ask for a copy of the data we hold about you, ask us to correct or delete it, or object to its use. Send your request from our privacy request page (/privacy-request): we confirm it by email and answer within 30 days. You can clear the visitor id by clearing this site's data in your browser.",
        "If you are not satisfied with our answer, you may complain to the Nigeria Data Protection Commission (NDPC).",
      ],
    },
    {
      id: "contact",
      title: "Contact",
      paragraphs: ["Questions about privacy: write to us through the contact page. We reply within {reply time}."],
    },
  ],
};
