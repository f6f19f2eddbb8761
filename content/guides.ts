// The two set-up guides for the administrator (spec section 2, "Guides and legal").

export type GuideStep = { title: string; text: string; code?: string[] };
export type Guide = { title: string; description: string; intro: string; steps: GuideStep[] };

export const ADSENSE_CALLBACK_PATH = "/api/adsense/callback";
export const ADSENSE_AUTH_URL_ENDPOINT = "/api/adsense/auth-url";

export const googleApiGuide: Guide = {
  title: "Google Business Profile Reviews Setup",
  description: "Step-by-step guide to connect Google Business Profile reviews to the website's admin panel.",
  intro: "Connect the band's Google Business Profile so that customer reviews appear on the home page. The set-up takes about 20 minutes and is done once.",
  steps: [
    {
      title: "Create a Google Cloud project",
      text: "Sign in to the Google Cloud console with the account that manages the band's Business Profile, create a project and enable the Google My Business APIs (Account Management and Business Information, plus the reviews API).",
    },
    {
      title: "Create an OAuth client",
      text: "Under APIs & Services → Credentials, create an OAuth client id of type \"Web application\". Copy the client id and client secret.",
    },
    {
      title: "Get a refresh token",
      text: "Authorise the client once for the business.manage scope (for example with the OAuth 2.0 Playground, using your own client) and copy the refresh token it returns.",
    },
    {
      title: "Find the account and location ids",
      text: "List your accounts and locations with the API and note the numeric account id and location id of the band's listing.",
    },
    {
      title: "Set the environment variables",
      text: "Add these to the server's environment (never to client code) and restart the site:",
      code: ["GOOGLE_CLIENT_ID=…", "GOOGLE_CLIENT_SECRET=…", "GOOGLE_REFRESH_TOKEN=…", "GOOGLE_ACCOUNT_ID=…", "GOOGLE_LOCATION_ID=…"],
    },
    {
      title: "Sync the reviews",
      text: "Sign in to the admin panel, open the Reviews tab and press Sync. New reviews appear on the home page; sync again whenever you want the latest ones.",
    },
  ],
};

export const adsenseGuide: Guide = {
  title: "AdSense Setup",
  description: "Guide to connect Google AdSense revenue reporting to the website's admin panel.",
  intro: "Connect the band's AdSense account so the admin panel's AdSense Revenue tab can show earnings. Changes can take 1-2 hours to show.",
  steps: [
    {
      title: "Enable the AdSense Management API",
      text: "In the Google Cloud console, open (or create) the site's project and enable the AdSense Management API.",
    },
    {
      title: "Create an OAuth client",
      text: `Create an OAuth client id of type "Web application" and add this authorised redirect URI: your site address followed by ${ADSENSE_CALLBACK_PATH}.`,
    },
    {
      title: "Set the environment variables",
      text: "Add the client and your AdSense account id (it starts with pub-) to the server's environment and restart the site:",
      code: ["ADSENSE_CLIENT_ID=…", "ADSENSE_CLIENT_SECRET=…", "ADSENSE_ACCOUNT_ID=pub-…"],
    },
    {
      title: "Connect the account",
      text: "Press Connect AdSense below, sign in with the AdSense owner's Google account and allow read access. You return to the site when it is done.",
    },
    {
      title: "Check the admin panel",
      text: "Open the AdSense Revenue tab in the admin panel: it shows the last 7 days and the 30-day total.",
    },
  ],
};
