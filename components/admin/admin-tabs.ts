import { can, type Role, type Section } from "@/lib/common/roles";

// The admin panel's tabs in order; Overview is selected first (spec section 4). Each tab is a
// route: adding one is an entry here plus its page in app/(admin)/admin/<slug>/page.tsx.
// `value` is the tab's old ?tab= name, which /admin still redirects from (old links, bookmarks).
export const adminTabs = [
  {
    value: "overview",
    section: "self",
    href: "/admin",
    label: "Overview",
    summary: "Traffic at a glance: visits today, this week, this month and in total, with the most visited pages.",
  },
  {
    value: "analytics",
    section: "insights",
    href: "/admin/analytics",
    label: "Website Analytics",
    summary: "Popular pages, recent visits, what visitors click, and the bot-traffic cleanup.",
  },
  { value: "revenue", section: "insights", href: "/admin/revenue", label: "AdSense Revenue", summary: "Advertising revenue for the last 7 days, with 30-day totals." },
  { value: "reviews", section: "insights", href: "/admin/reviews", label: "Reviews", summary: "Sync the band's Google Business Profile reviews to the website." },
  { value: "music", section: "media", href: "/admin/music", label: "Music", summary: "Upload tracks and manage the music library that visitors hear on the site." },
  { value: "gallery", section: "media", href: "/admin/gallery", label: "Gallery", summary: "Upload, order, edit and remove the photos and videos on /gallery." },
  {
    value: "contacts",
    section: "enquiries",
    href: "/admin/enquiries",
    label: "Quote Requests",
    summary: "Every enquiry from the site's forms: those waiting for a reply first, with their reply clock.",
  },
  {
    value: "payments",
    section: "payments",
    href: "/admin/payments",
    label: "Payments",
    summary: "Quotes sent, deposits and balances paid, what is owed or overdue, refunds, and the totals per month.",
  },
  {
    value: "content",
    section: "site",
    href: "/admin/content",
    label: "Content",
    summary: "The words, faces and pictures of the public pages: hero, about, team, testimonials, venues, services and equipment.",
  },
  {
    value: "repertoire",
    section: "plans",
    href: "/admin/repertoire",
    label: "Repertoire",
    summary: "The songs the band plays: add them one by one or import a CSV; /repertoire lists them for visitors.",
  },
  {
    value: "players",
    section: "players",
    href: "/admin/players",
    label: "Players",
    summary: "The players the band calls on: their roles, WhatsApp numbers and usual fees; each event's lineup is on its enquiry.",
  },
  {
    value: "calendar",
    section: "enquiries",
    href: "/admin/calendar",
    label: "Calendar",
    summary: "Bookings and holds by day: what visitors see as available, few slots left or fully booked.",
  },
  {
    value: "team",
    section: "team",
    href: "/admin/team",
    label: "Team",
    summary: "The people who run the panel with you: invite them by link, give each a role, remove whoever leaves.",
  },
  {
    value: "security",
    section: "self",
    href: "/admin/security",
    label: "Security",
    summary: "Where you are signed in, your password, and the audit log of security-relevant actions.",
  },
  {
    value: "settings",
    section: "site",
    href: "/admin/settings",
    label: "Settings",
    summary: "Phone lines, email, social profiles, the streaming player, calendar capacity, reply promise, alerts and ads: live on the next page load.",
  },
] as const satisfies readonly { value: string; section: Section; href: string; label: string; summary: string }[];

export type AdminTab = (typeof adminTabs)[number]["value"];

export function adminTab(value: AdminTab) {
  return adminTabs.find((tab) => tab.value === value)!;
}

/** The tab an old `/admin?tab=…` link meant, if any. */
export function tabOfLegacyValue(value: string | string[] | undefined) {
  return adminTabs.find((tab) => tab.value === value);
}

/** The tabs a role opens: those whose section it may read (the pages check again on the server). */
export const tabsFor = (role: Role) => adminTabs.filter((tab) => can(role, tab.section, "read"));
