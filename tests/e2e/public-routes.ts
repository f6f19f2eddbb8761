import { adminTabs } from "@/components/admin/admin-tabs";

// THE allow-list of the authorization matrix (authorization-matrix.spec.ts): everything the
// production build contains that may answer 2xx to a visitor without a session. A route, page or
// server action the build has and this list lacks must refuse a visitor, or the matrix fails.
// Routes and pages are named by their app folder as the build manifest names them (without the
// trailing /route or /page, route groups kept): "/api/contacts", "/(site)/music"; server actions
// as "file#export".

/** Route handlers: path → the methods a visitor may call. */
export const publicRoutes: Record<string, string[]> = {
  "/api/admin/check": ["GET"], // answers { authenticated: false }
  "/api/admin/login": ["POST"],
  "/api/admin/logout": ["POST"], // ending no session is still a success
  "/api/auth/[...nextauth]": ["GET", "POST"], // next-auth's own endpoints (session, csrf, providers, sign-in)
  "/api/contacts": ["POST"],
  "/api/newsletter": ["POST"],
  "/api/privacy-requests": ["POST"], // a person's request under the NDPA (issue 66): 202, stored and confirmed
  "/api/privacy/consents": ["POST"], // the ad consent bar's counts per day, nothing of the visitor
  "/api/forms/[form]": ["POST"], // the public forms' actions, for a page of another build
  "/api/tracking/visit": ["POST"],
  "/api/tracking/action": ["POST"],
  "/api/music-tracks": ["GET"],
  "/api/music-tracks/[id]/play": ["POST"],
  "/api/media/[...key]": ["GET"],
  "/api/reviews": ["GET"],
  "/api/client-logos": ["GET"],
  "/api/client-logos/[slot]": ["GET"],
  "/api/gallery": ["GET"], // the photos and videos /gallery shows
  "/api/gallery/photos": ["GET"], // the next photos of /gallery's carousel
  "/api/repertoire": ["GET"], // the plan's song search: titles and artists of the public repertoire
  "/api/repertoire/songs": ["GET"], // /repertoire's search and the rest of a genre's songs
  "/api/availability": ["GET"], // [{ date, state }] only, nothing about clients
  "/api/health": ["GET", "HEAD"], // { status: "ok" } only; the details need the cron secret or an owner
  // The press kit's downloads (issue 67): the press photos, the rider and the one-page kit, all meant for anyone.
  "/(site)/press/photos.zip": ["GET"],
  "/(site)/press/rider.pdf": ["GET"],
  "/(site)/press/epk.pdf": ["GET"],
  "/(site)/press/share.jpg": ["GET"], // the share card of /press (its og:image)
  "/icon.svg": ["GET"],
  "/robots.txt": ["GET"],
  "/ads.txt": ["GET"], // 404 while no AdSense publisher id is set
  "/sitemap.xml": ["GET"],
  "/manifest.webmanifest": ["GET"],
};

/**
 * Route handlers whose key is a secret in the URL, not a session: with the matrix's made-up
 * value they must refuse (404) like any non-public route. The private calendar feed
 * /api/calendar/<token>.ics answers only its current token.
 */
export const tokenProtectedRoutes: Record<string, string[]> = {
  "/api/calendar/[feed]": ["GET"],
  // A client's quote: Pay deposit / Pay balance, and Paystack's return to it (issue #34).
  "/api/booking/[token]/pay": ["POST"],
  "/api/booking/[token]/return": ["GET"],
};

/** Pages anyone may see: every page of the public site, and the video studio. */
export const publicPages: (string | RegExp)[] = [
  /^\/\(site\)(\/|$)/,
  "/video-studio",
  "/_not-found",
  "/_global-error",
  // An invitation to the team (issue 62): a live token shows its name and role and the join form;
  // any other token, the same "this invitation link no longer works". Joining is POST /api/admin/team/join.
  "/(admin)/admin/join/[token]",
];

/**
 * Pages that show a visitor their sign-in form (2xx with a password field and nothing else): every
 * admin tab (one route each, from the tab list), any other /admin path, the panel's Help, and the
 * two pages with their own sign-in.
 */
export const signInPages = [
  ...adminTabs.map((tab) => `/(admin)${tab.href}`),
  "/(admin)/admin/[...missing]",
  "/(admin)/admin/help",
  "/(admin)/notifications",
  "/(admin)/simple-logo-manager",
];

/** Pages that show a visitor only the Access Denied card, which sends them on to /admin. */
export const accessDeniedPages = ["/(admin)/logo-manager", "/(admin)/logo-dashboard"];

/** Server actions anyone may call: the public forms. */
export const publicActions = [
  "lib/actions/submit-enquiry.ts#submitEnquiryAction",
  "lib/actions/subscribe-newsletter.ts#subscribeNewsletterAction",
  "lib/actions/unsubscribe-newsletter.ts#unsubscribeAction",
];
