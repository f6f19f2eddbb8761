import { withErrorNet } from "@/lib/error-net";
import { publicSiteSettings } from "@/lib/settings/public";

// The Authorized Digital Sellers file AdSense asks for, from the publisher id in the site settings
// (read through the tagged cache, so a save shows here at once); 404 while ads are off.
export const GET = withErrorNet(async () => {
  const { adsenseClient } = await publicSiteSettings();
  if (!adsenseClient) return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const publisher = adsenseClient.replace(/^ca-/, "");
  return new Response(`google.com, ${publisher}, DIRECT, f08c47fec0942fa0\n`, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
});
