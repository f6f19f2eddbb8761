import "server-only";
// What still stands between this install and a real launch (issues #19 and #29): pure logic over a
// snapshot of the install's state (gathered by lib/launch/state.ts), so each item appears exactly
// while its condition holds and disappears once it is fixed. Every item speaks to the band and says
// where in the panel to fix it; what only the server's operator can do says so.

type SampleContentShown = { kind: string; label: string; count: number; names: string[] };

export type LaunchState = {
  /** Demo reviews, tracks or gallery photos showing on the public site. */
  demoContentShowing: boolean;
  /** The shipped sample phone lines still in the settings, as people read them. */
  samplePhones: string[];
  /** The networks whose profile link is still the shipped sample. */
  sampleLinks: string[];
  /** The streaming player still points at the shipped placeholder artist. */
  samplePlayer: boolean;
  /** Page content still showing the shipped stand-ins (invented people, testimonials, figures). */
  sampleContent: SampleContentShown[];
  /** Client logo slots (not hidden) still showing the shipped placeholder wordmarks, by name. */
  sampleClients: string[];
  emailConfigured: boolean;
  /** PAYSTACK_SECRET_KEY is set: clients can pay deposits online. Optional. */
  paystackConfigured: boolean;
  /** NEXT_PUBLIC_SITE_URL as the server sees it ("" when unset). */
  siteUrl: string;
  googleConnected: boolean;
  /** The AdSense publisher id in the site settings ("" when unset). */
  adsenseClient: string;
  /** The first start's generated admin password still signs in. */
  generatedPasswordInUse: boolean;
  /** Whether backups exist here at all (DATA_DIR/backups), and when the newest was taken. */
  lastBackupAt: Date | null;
  /** Optional items the band marked "Not using this" (lib/launch/dismissed.ts). */
  dismissed: string[];
};

export type LaunchItem = {
  id: "demo-content" | "sample-contacts" | "sample-content" | "sample-clients" | "email" | "site-url" | "google" | "ads" | "admin-password" | "backup" | "paystack";
  title: string;
  /** How to fix it, in a sentence or two. */
  fix: string;
  /** Where the fix is done, when it is done in the admin panel or a guide. */
  link?: { href: string; label: string };
  /** Only whoever runs the server can fix it (environment, backups), not the panel. */
  operator?: true;
  /** A feature the band may not use at all: it can be marked "Not using this" and leave the list. */
  optional?: true;
};

/** The items the band may mark "Not using this" (PUT /api/admin/launch-checklist/{id}). */
export const OPTIONAL_LAUNCH_ITEMS: readonly LaunchItem["id"][] = ["ads", "google", "paystack"];

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

const list = (items: string[]) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

/** Up to four names, and how many more: a list is never cut without saying so. */
const NAMES_SHOWN = 4;
const namesOf = (names: string[]) => (names.length <= NAMES_SHOWN ? names.join(", ") : `${names.slice(0, NAMES_SHOWN).join(", ")} and ${names.length - NAMES_SHOWN} more`);

function sampleContactsFix(state: LaunchState): string {
  const parts: string[] = [];
  if (state.samplePhones.length) parts.push(`the sample phone numbers ${list(state.samplePhones)} (Contact)`);
  if (state.sampleLinks.length) parts.push(`the sample ${list(state.sampleLinks)} links (Social profiles)`);
  if (state.samplePlayer) parts.push("the placeholder streaming player (Streaming player: paste your artist's share link)");
  return `In Settings, replace ${list(parts)} with the band's own. The site shows them on the next page load.`;
}

/** What is left, without the optional items the band is not using. */
export function launchChecklist(state: LaunchState): LaunchItem[] {
  return allLaunchItems(state).filter((item) => !(item.optional && state.dismissed.includes(item.id)));
}

/** The optional items the band marked "Not using this", for Settings to bring back. */
export function dismissedLaunchItemsOf(state: LaunchState): Pick<LaunchItem, "id" | "title">[] {
  return allLaunchItems(state)
    .filter((item) => item.optional && state.dismissed.includes(item.id))
    .map(({ id, title }) => ({ id, title }));
}

function allLaunchItems(state: LaunchState): LaunchItem[] {
  const items: LaunchItem[] = [];
  if (state.samplePhones.length || state.sampleLinks.length || state.samplePlayer) {
    items.push({
      id: "sample-contacts",
      title: "Sample phone numbers or links are still on the site",
      fix: sampleContactsFix(state),
      link: { href: "/admin/settings", label: "Open Settings" },
    });
  }
  if (state.sampleContent.length) {
    const shown = state.sampleContent.map(
      (kind) => `${kind.count} ${kind.label.toLowerCase()}${kind.count === 1 ? "" : "s"}${kind.names.length ? ` (${namesOf(kind.names)})` : ""}`,
    );
    items.push({
      id: "sample-content",
      title: "Invented people and texts are still on the site",
      fix: `The site was installed with stand-ins, marked Sample in Content: ${list(shown)}. Replace each with your own, or hide or delete it.`,
      link: { href: "/admin/content", label: "Open Content" },
    });
  }
  if (state.sampleClients.length) {
    items.push({
      id: "sample-clients",
      title: "The Trusted by logos are placeholders",
      fix: `${list(state.sampleClients)} show placeholder wordmarks. Upload logos of clients who agreed to be shown (and change the names) in the logo manager, or hide a slot you do not use.`,
      link: { href: "/simple-logo-manager", label: "Open the logo manager" },
    });
  }
  if (state.demoContentShowing) {
    items.push({
      id: "demo-content",
      title: "Demo content is showing on the public site",
      fix: "Remove the sample reviews, tracks, gallery photos and enquiries with Remove demo content on this page (one confirmed action, audio and image files included).",
      link: { href: "#demo-content-heading", label: "Go to Remove demo content" },
    });
  }
  if (!state.adsenseClient) {
    items.push({
      id: "ads",
      title: "Ads are not switched on (optional)",
      fix: "If the band shows ads, enter its AdSense publisher id (ca-pub-…) in Settings → AdSense; ads appear on the next page load. Until then the site shows no ad slots.",
      link: { href: "/admin/settings#adsense", label: "Open Settings" },
      optional: true,
    });
  }
  if (state.generatedPasswordInUse) {
    items.push({
      id: "admin-password",
      title: "The admin password is still the generated one",
      fix: "Choose a long password of your own in Security → Password; the generated one stops working at once.",
      link: { href: "/admin/security", label: "Open Security" },
    });
  }
  if (!state.googleConnected) {
    items.push({
      id: "google",
      title: "Google reviews are not connected (optional)",
      fix: "Connect the Google Business Profile in the Reviews tab so reviews sync. Whoever runs the server first sets the Google variables the guide lists.",
      link: { href: "/google-api-setup", label: "Open the Google setup guide" },
      optional: true,
    });
  }
  if (!state.emailConfigured) {
    items.push({
      id: "email",
      title: "Enquiries are not emailed to the band",
      fix: "Only whoever runs the server can fix this: ask them to set SMTP_URL and NOTIFY_TO (and MAIL_FROM) and restart. Until then enquiries are only in Quote Requests.",
      operator: true,
    });
  }
  if (!state.paystackConfigured) {
    items.push({
      id: "paystack",
      title: "Online deposits are off (optional)",
      fix: "Optional: to take deposits online, whoever runs the server sets PAYSTACK_SECRET_KEY, and the webhook URL goes into Paystack's dashboard (guide: Payments). Until then the quote page shows the bank details from Settings → Bank transfer.",
      link: { href: "/admin/help#payments", label: "Open the guide" },
      optional: true,
    });
  }
  if (isLocalSiteUrl(state.siteUrl)) {
    items.push({
      id: "site-url",
      title: "The site's public address is not set",
      fix: `Only whoever runs the server can fix this: NEXT_PUBLIC_SITE_URL is ${state.siteUrl ? `"${state.siteUrl}"` : "not set"}; ask them to set it to the public address (https://…), so links in mails, the sitemap and Google sign-in use it.`,
      operator: true,
    });
  } else if (new URL(state.siteUrl).protocol !== "https:") {
    items.push({
      id: "site-url",
      title: "The site's public address is not https",
      fix: `Only whoever runs the server can fix this: NEXT_PUBLIC_SITE_URL is "${state.siteUrl}"; ask them to serve the site over https (the deployment guide's Caddy or nginx with a certificate) and set the https address, so browsers do not mark the forms "Not secure", the panel's sign-in cookie is sent, and alerts and Google sign-in work.`,
      operator: true,
    });
  }
  if (!state.lastBackupAt) {
    items.push({
      id: "backup",
      title: "No backup has been taken yet",
      fix: "Only whoever runs the server can fix this: the server makes one every night at 02:30 by itself; until the first, they can run npm run backup, and set BACKUP_S3_BUCKET so the backups also leave the machine.",
      operator: true,
    });
  }
  return items;
}
