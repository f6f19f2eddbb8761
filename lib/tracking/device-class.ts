import "server-only";
// The kind of device a visit came from, read once from its User-Agent when the visit is recorded
// (website_traffic.deviceClass). Rows recorded before that column existed are classed the same way
// when the dashboards read them, and stored once by classOldVisits (lib/analytics/traffic-breakdown.ts).

export type DeviceClass = "mobile" | "tablet" | "desktop";

export function deviceOf(userAgent: string | null | undefined): DeviceClass {
  if (!userAgent) return "desktop";
  if (/iPad|Tablet|Nexus (7|9|10)|SM-T|Kindle|Silk/i.test(userAgent) || (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent))) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Opera Mini|IEMobile/i.test(userAgent)) return "mobile";
  return "desktop";
}
