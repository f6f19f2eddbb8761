import { adHeights, SIDEBAR_AD_WIDTH_PX, type AdPosition } from "@/fixed/ads";

const names: Record<AdPosition, string> = {
  top: "Advertisement at the top",
  middle: "Advertisement",
  bottom: "Advertisement at the bottom",
  sidebar: "Advertisement in the sidebar",
};

/**
 * Room for one ad, reserved before the ad network fills it so nothing on the page jumps. Without a
 * publisher id (`client`, from the site settings) nothing is rendered and no room is reserved: an
 * empty box reads as a broken site. The sidebar exists only on large screens.
 */
export function AdSlotView({ position, client }: { position: AdPosition; client: string }) {
  if (!client) return null;
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
        <span className="absolute top-1 left-2 text-[11px] tracking-wider text-muted-foreground uppercase">Advertisement</span>
        <ins
          className="adsbygoogle"
          style={{ display: "block", width: "100%", height }}
          data-ad-client={client}
          data-ad-format={sidebar ? "vertical" : "horizontal"}
          data-full-width-responsive="true"
        />
      </div>
    </Container>
  );
}
