// The two set-up guides for the administrator (spec section 2, "Guides and legal").

export type GuideStep = { title: string; text: string; code?: string[] };
export type Guide = { title: string; description: string; intro: string; steps: GuideStep[] };

export const ADSENSE_CALLBACK_PATH = "/api/adsense/callback";
export const ADSENSE_AUTH_URL_ENDPOINT = "/api/adsense/auth-url";

const REVIEWS_CALLBACK_PATH = "/api/reviews/callback";

const siteAddress = "{NEXT_PUBLIC_SITE_URL}";

export const googleApiGuide: Guide = {
  title: "Google Business Profile Reviews Setup",
  description: "Step-by-step guide to connect Google Business Profile reviews to the website's admin panel.",
  intro:
    "Connect the band's Google Business Profile so that customer reviews appear on the home page and stay up to date. The set-up is done once; afterwards reviews sync every day on their own.",
  steps: [
    {
      title: "Check that the profile qualifies",
      text: 'Google opens the Business Profile APIs only to verified profiles that have been active for 60 days or more, and only after an access request: in the Google Cloud console, fill in Google\'s "GBP API contact form" for your project and wait for the approval email (it can take a few weeks). Until then the site keeps showing the reviews already stored.',
    },
    {
      title: "Create a Google Cloud project and enable the APIs",
      text: "Sign in to the Google Cloud console with the account that manages the band's Business Profile, create (or choose) a project and enable the Google My Business API, the My Business Account Management API and the My Business Business Information API. For ad revenue, also enable the AdSense Management API in the same project.",
    },
    {
      title: "Create an OAuth client with the site's redirect addresses",
      text: `Under APIs & Services → Credentials, create an OAuth client id of type "Web application" and add both authorised redirect URIs below, with ${siteAddress} replaced by the site's public address (NEXTAUTH_URL when it is set). Then configure the OAuth consent screen and add the band's Google account as a test user, or publish the app.`,
      code: [`${siteAddress}${REVIEWS_CALLBACK_PATH}`, `${siteAddress}${ADSENSE_CALLBACK_PATH}`],
    },
    {
      title: "Find the account and location ids",
      text: "The account id is the number in the Business Profile's account (accounts/123…), the location id the number of the band's listing (locations/456…). Both appear in the Business Profile Manager's address bar and in the API's accounts and locations lists.",
    },
    {
      title: "Set the environment variables",
      text: "Add these to the server's environment (never to client code) and restart the site. The refresh token is not set by hand: the Connect button below stores it, encrypted.",
      code: [
        "GOOGLE_CLIENT_ID=…apps.googleusercontent.com",
        "GOOGLE_CLIENT_SECRET=…",
        "GOOGLE_BUSINESS_ACCOUNT_ID=…",
        "GOOGLE_BUSINESS_LOCATION_ID=…",
        "# optional: a key for the stored tokens (else derived from NEXTAUTH_SECRET)",
        "INTEGRATIONS_KEY=…",
      ],
    },
    {
      title: "Connect and sync",
      text: "Sign in to the admin panel, open the Reviews tab and press Connect Google. Sign in with the account that manages the profile and allow access; Google sends you back to the Reviews tab. Press Sync Reviews: the reviews appear on the home page at once, the demo reviews leave it, and from then on they sync daily.",
    },
  ],
};

export const adsenseGuide: Guide = {
  title: "AdSense Setup",
  description: "Guide to connect Google AdSense revenue reporting to the website's admin panel.",
  intro: "Connect the band's AdSense account so the admin panel's AdSense Revenue tab can show earnings. Changes can take 1-2 hours to propagate.",
  steps: [
    {
      title: "Enable the AdSense Management API",
      text: "In the Google Cloud console, open the site's project (the same one as for reviews, if you set those up) and enable the AdSense Management API.",
    },
    {
      title: "Create an OAuth client",
      text: `Create an OAuth client id of type "Web application" (or reuse the reviews one) and add this authorised redirect URI, with ${siteAddress} replaced by the site's public address:`,
      code: [`${siteAddress}${ADSENSE_CALLBACK_PATH}`],
    },
    {
      title: "Set the environment variables",
      text: "Add the client to the server's environment and restart the site. The AdSense account id (it starts with pub-) is optional: without it the first account Google lists is used.",
      code: ["GOOGLE_CLIENT_ID=…apps.googleusercontent.com", "GOOGLE_CLIENT_SECRET=…", "ADSENSE_ACCOUNT_ID=pub-…   # optional"],
    },
    {
      title: "Connect the account",
      text: "Sign in to the admin panel first, then press Connect AdSense below (or in the AdSense Revenue tab), sign in with the AdSense owner's Google account and allow read access. You return to the admin panel when it is done.",
    },
    {
      title: "Check the admin panel",
      text: "Open the AdSense Revenue tab in the admin panel: it shows the last 7 days, the 30-day total, the daily average and revenue per 1,000 page views. New figures can take 1-2 hours to appear.",
    },
  ],
};
