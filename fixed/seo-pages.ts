// The three static articles linked as /blog-post-seo.html, /review-collection.html and
// /local-seo-boost.html (spec section 2): useful reading that ends with a booking link.

type ArticleSection = { heading: string; paragraphs: string[]; items?: string[] };
export type SeoArticle = { path: string; slug: string; title: string; footerLabel: string; description: string; intro: string; sections: ArticleSection[] };

export const seoArticles: SeoArticle[] = [
  {
    path: "/blog-post-seo.html",
    slug: "blog-post-seo",
    title: "How to Choose a Live Band for Your Lagos Wedding",
    footerLabel: "Choosing a wedding band",
    description: "A practical checklist for hiring a live band for a Lagos wedding: genres, timings, sound, stage, budget and contracts.",
    intro: "The band sets the mood from the grand entrance to the last dance. Here is what to ask before you book, from a team that has played Lagos weddings since 2004.",
    sections: [
      {
        heading: "Start with your guests",
        paragraphs: [
          "List the music your families love. A Lagos wedding often needs Yoruba or Igbo highlife for the parents, afrobeat and amapiano for friends, and gospel for the church or thanksgiving.",
        ],
        items: ["Ask for a sample set list in each genre", "Check that the band can switch to a DJ between sets", "Ask whether the MC speaks the languages of both families"],
      },
      {
        heading: "Check the practical details",
        paragraphs: ["A great band still needs the right conditions. Confirm these early with your venue:"],
        items: ["A stage of at least 4x3 m, covered if outdoors", "A 220V 15A power point or generator near the stage", "Time for set-up and a sound check before guests arrive"],
      },
      {
        heading: "Read the contract",
        paragraphs: [
          "Look for a clear deposit, balance date and refund policy. Ours are in our terms of service: a 50% deposit confirms the date and the balance is due 7 days before the event.",
        ],
      },
    ],
  },
  {
    path: "/review-collection.html",
    slug: "review-collection",
    title: "Why Reviews Matter — How We Collect Client Reviews",
    footerLabel: "How we collect reviews",
    description: "Why honest client reviews matter when booking entertainment, and how Eko Live Band collects and shows them.",
    intro: "Before you trust anyone with your big day, you want to hear from people who already did. That is why we ask every client for an honest review.",
    sections: [
      {
        heading: "Reviews help you choose",
        paragraphs: ["Reviews tell you what a band's own website cannot: whether they arrived on time, how they handled a change of plan and whether guests danced."],
      },
      {
        heading: "How we collect them",
        paragraphs: ["After each event we send the client a short message with a link to our Google Business Profile. Reviews posted there are synced to our home page, unedited."],
        items: ["We never pay for reviews", "We do not remove critical reviews", "We reply to feedback and use it to improve"],
      },
      {
        heading: "Read them yourself",
        paragraphs: ["You can read our latest Google reviews on the home page and selected client stories on our testimonials page."],
      },
    ],
  },
  {
    path: "/local-seo-boost.html",
    slug: "local-seo-boost",
    title: "Live Band Hire Across Lagos: Areas We Cover",
    footerLabel: "Areas we cover",
    description: "Eko Live Band plays weddings, parties and corporate events all over Lagos: Island, Mainland, Lekki, Ikeja and beyond.",
    intro: "Based in Lagos since 2004, we have played more than 50 venues across the city. Wherever your event is, our crew and equipment come to you.",
    sections: [
      {
        heading: "Lagos Island and Lekki",
        paragraphs: ["Victoria Island, Ikoyi, Lekki Phase 1, Ajah and the Lekki–Epe corridor: hotel ballrooms, beach venues and private residences."],
      },
      {
        heading: "Lagos Mainland",
        paragraphs: ["Ikeja, Surulere, Yaba, Maryland, Gbagada, Ogba and Festac: event centres, church halls and garden venues."],
      },
      {
        heading: "Beyond Lagos",
        paragraphs: ["We also travel to Ogun State, Ibadan, Abuja and further for weddings and corporate events; travel and accommodation are quoted separately."],
        items: ["Tell us the venue when you enquire", "We visit large venues before the event when needed", "We bring our own power back-up on request"],
      },
    ],
  },
];

/** Every public route, listed in the sitemap (spec section 2); admin-only pages stay out. */
export const publicRoutes: string[] = [
  "/",
  "/about",
  "/services",
  "/testimonials",
  "/gallery",
  "/music",
  "/repertoire",
  "/contact",
  "/quote",
  "/quote-full",
  "/video-studio",
  "/press",
  "/privacy-policy",
  "/privacy-request",
  "/terms-of-service",
  "/google-api-setup",
  "/adsense-setup",
  ...seoArticles.map((article) => article.path),
];

/** Paths search engines are asked not to crawl: the admin area and the API. */
export const disallowedPaths = ["/admin", "/api/", "/notifications", "/logo-manager", "/logo-dashboard", "/simple-logo-manager"];
