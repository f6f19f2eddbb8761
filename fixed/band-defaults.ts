// The defaults of a fresh install for what the band edits in the admin's Settings (lib/settings):
// the sample phone lines and profile links below are stand-ins, listed by the launch checklist until
// the band replaces them.

/** The shipped sample phone lines (spec: three numbers, all on WhatsApp; the numbers are not recorded). */
export const samplePhoneNumbers = ["2348030000001", "2348030000002", "2348030000003"];
/** The shipped sample profile links, which are not the band's. */
export const sampleSocialLinks = {
  instagram: "https://www.instagram.com/ekoliveband",
  facebook: "https://www.facebook.com/ekoliveband",
  youtube: "https://www.youtube.com/@ekoliveband",
  tiktok: "https://www.tiktok.com/@ekoliveband",
};
/** A Spotify artist id of zeros: no artist; the floating player shows Spotify's "not found" until the band pastes its link. */
export const sampleStreamingUrl = "https://open.spotify.com/artist/0000000000000000000000";

/** The settings of a fresh install (spec defaults: three WhatsApp lines, Lagos, a 24-hour reply (replyHours), 2 events a day). */
export const defaultBandSettings = {
  phones: samplePhoneNumbers.map((number) => ({ number, whatsapp: true })),
  alertPhones: [] as string[],
  email: "",
  location: "Lagos, Nigeria",
  address: "",
  bookingMessage: "Hello! I would like to book your band for an event. Please share your availability and a quote.",
  socials: { ...sampleSocialLinks, x: "", audiomack: "", boomplay: "", appleMusic: "" },
  streamingUrl: sampleStreamingUrl,
  capacityPerDay: 1,
  adsenseClient: "",
  replyHours: 24,
  bankDetails: "",
  // The business details on invoices and agreements (issue 64): not VAT-registered until the band says so.
  vatRegistered: false,
  vatRate: 7.5,
  tin: "",
  rcNumber: "",
  signatoryName: "",
  lateFeePercentPerMonth: 0,
  // How long what is no longer needed is kept (issue 66): two years for an enquiry that never became
  // a booking and for WhatsApp conversations, 13 months for raw visits (their daily counts stay).
  retention: { unbookedEnquiryMonths: 24, whatsappMonths: 24, analyticsMonths: 13 },
};
