import type { AdPosition } from "@/fixed/ads";
import { publicSiteSettings } from "@/lib/settings/public";
import { AdSlotView } from "./ad-slot-view";

/** An ad slot in a server-rendered page: follows the publisher id in the site settings (none: nothing). */
export async function AdSlot({ position }: { position: AdPosition }) {
  const { adsenseClient } = await publicSiteSettings();
  return <AdSlotView position={position} client={adsenseClient} />;
}
