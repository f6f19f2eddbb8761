import { adHeights, SIDEBAR_AD_WIDTH_PX, type AdPosition } from "@/content/ads";
import { adsenseClient } from "@/lib/ads/adsense";

const names: Record<AdPosition, string> = {
  top: "Advertisement at the top",
  middle: "Advertisement",
  bottom: "Advertisement at the bottom",
  sidebar: "Advertisement in the sidebar",
};

/**
 * Room for one ad, reserved whether or not an ad fills it, so nothing on the page jumps. The ad
 * network's <ins> is only rendered when a publisher id is configured. The sidebar exists only on
 * large screens.
 */
export function AdSlot({ position }: { position: AdPosition }) {
  const height = adHeights[position];
  const sidebar = position === "sidebar";
  const size = sidebar ? { width: SIDEBAR_AD_WIDTH_PX, height } : { width: "100%", height };
  // Only slots outside <main> may be landmarks: an <aside> inside <main> is an accessibility error.
  const Container = position === "middle" ? "div" : "aside";
  return (
    <Container
      aria-label={names[position]}
      role={position === "middle" ? "group" : undefined}
      data-ad-position={position}
      className={sidebar ? "hidden shrink-0 xl:block" : "mx-auto w-full max-w-6xl px-4 py-2"}
    >
      <div style={size} className="relative overflow-hidden rounded-md border border-dashed border-border bg-muted/60">
        <span className="absolute left-2 top-1 text-[11px] uppercase tracking-wider text-muted-foreground">Advertisement</span>
        {adsenseClient ? (
          <ins
            className="adsbygoogle"
            style={{ display: "block", width: "100%", height }}
            data-ad-client={adsenseClient}
            data-ad-format={sidebar ? "vertical" : "horizontal"}
            data-full-width-responsive="true"
          />
        ) : null}
      </div>
    </Container>
  );
}
