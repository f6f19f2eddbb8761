// What still stands between this install and a real launch (issue #19): pure logic over a
// snapshot of the install's state (gathered by lib/launch/state.ts), so each item appears exactly
// while its condition holds and disappears once it is fixed.

export type LaunchState = {
  /** Demo reviews, tracks or gallery photos showing on the public site. */
  demoContentShowing: boolean;
  /** Phone numbers in content/site.ts that are still the shipped placeholders. */
  placeholderPhones: string[];
  /** Social or streaming links in content/social.ts that are still the shipped placeholders. */
  placeholderLinks: string[];
  emailConfigured: boolean;
  /** NEXT_PUBLIC_SITE_URL as the build saw it ("" when unset). */
  siteUrl: string;
  googleConnected: boolean;
  /** The AdSense publisher id in the site settings ("" when unset). */
  adsenseClient: string;
  /** The first start's generated admin password still signs in. */
  generatedPasswordInUse: boolean;
  /** Whether backups exist here at all (DATA_DIR/backups), and when the newest was taken. */
  lastBackupAt: Date | null;
};

export type LaunchItem = {
  id: "demo-content" | "placeholder-contacts" | "email" | "site-url" | "google" | "ads" | "admin-password" | "backup";
  title: string;
  /** How to fix it, in a sentence or two. */
  fix: string;
  /** Where the fix is done, when it is done in the admin panel or a guide. */
  link?: { href: string; label: string };
};

const LOCAL_HOSTS = /^(localhost|127(\.\d+){3}|0\.0\.0\.0|\[::1\]|[^.]+\.local|[^.]+)$/i;

/** An address visitors cannot reach: unset, unparsable, a loopback or a bare machine name. */
export function isLocalSiteUrl(url: string): boolean {
  if (!url.trim()) return true;
  try {
    return LOCAL_HOSTS.test(new URL(url).hostname);
  } catch {
    return true;
  }
}

export function launchChecklist(state: LaunchState): LaunchItem[] {
  const items: LaunchItem[] = [];
  if (state.demoContentShowing) {
    items.push({
      id: "demo-content",
      title: "Demo content is showing on the public site",
      fix: "Remove the sample reviews, tracks, gallery photos and enquiries with Remove demo content above (one confirmed action, audio and image files included).",
      link: { href: "#demo-content-heading", label: "Go to Remove demo content" },
    });
  }
  const placeholders = [...state.placeholderPhones, ...state.placeholderLinks];
  if (placeholders.length) {
    items.push({
      id: "placeholder-contacts",
      title: "Placeholder phone numbers or social links are still in the site's content",
      fix: `Replace ${placeholders.join(", ")} with the band's own in content/site.ts (phones) and content/social.ts (profiles and the streaming player), then rebuild.`,
    });
  }
  if (!state.emailConfigured) {
    items.push({
      id: "email",
      title: "Email is not configured",
      fix: "Set SMTP_URL and NOTIFY_TO (and MAIL_FROM) and restart, so the band is emailed about every enquiry (see Email notifications below).",
    });
  }
  if (isLocalSiteUrl(state.siteUrl)) {
    items.push({
      id: "site-url",
      title: "The site's public address is still local",
      fix: `NEXT_PUBLIC_SITE_URL is ${state.siteUrl ? `"${state.siteUrl}"` : "not set"}: set it to the public address (https://…) and rebuild, so links, sitemaps and Google sign-in use it.`,
    });
  }
  if (!state.googleConnected) {
    items.push({
      id: "google",
      title: "Google is not connected",
      fix: "Connect the Google Business Profile on the Reviews tab so reviews sync; the guide lists the variables it needs.",
      link: { href: "/google-api-setup", label: "Open the Google setup guide" },
    });
  }
  if (!state.adsenseClient) {
    items.push({
      id: "ads",
      title: "Ads are not configured",
      fix: "Enter the AdSense publisher id (ca-pub-…) in the admin's site settings; ads show on the next page load, no rebuild needed. Until then the site shows no ad slots.",
      link: { href: "/adsense-setup", label: "Open the AdSense setup guide" },
    });
  }
  if (state.generatedPasswordInUse) {
    items.push({
      id: "admin-password",
      title: "The admin password is still the generated one",
      fix: "Set ADMIN_USERNAME=admin and ADMIN_PASSWORD to a long password of your own and restart, then delete admin-credentials.txt from the data folder.",
    });
  }
  if (!state.lastBackupAt) {
    items.push({
      id: "backup",
      title: "No backup has been taken yet",
      fix: "Run npm run backup on the server (it writes a timestamped archive under DATA_DIR/backups), and keep a copy somewhere else.",
    });
  }
  return items;
}
