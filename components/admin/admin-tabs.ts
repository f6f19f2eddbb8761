// The admin panel's tabs in order; Overview is selected first (spec section 4).
export const adminTabs = [
  { value: "overview", label: "Overview", summary: "Traffic at a glance: visits today, this week, this month and in total, with the most visited pages." },
  { value: "analytics", label: "Website Analytics", summary: "Popular pages, recent visits, what visitors click, and the bot-traffic cleanup." },
  { value: "revenue", label: "AdSense Revenue", summary: "Advertising revenue for the last 7 days, with 30-day totals." },
  { value: "reviews", label: "Reviews", summary: "Sync the band's Google Business Profile reviews to the website." },
  { value: "music", label: "Music", summary: "Upload tracks and manage the music library that visitors hear on the site." },
  { value: "contacts", label: "Quote Requests", summary: "Every enquiry from the site's forms, newest first." },
  { value: "calendar", label: "Calendar", summary: "Bookings and holds by day: what visitors see as available, few slots left or fully booked." },
  { value: "security", label: "Security", summary: "Where you are signed in, your password, and the audit log of security-relevant actions." },
] as const;

export type AdminTab = (typeof adminTabs)[number]["value"];
