import { MiniPlayerSlot } from "@/components/music/mini-player-slot";
import { MusicPlayerProvider } from "@/components/music/music-player-provider";
import { AdConsentProvider, AdScript } from "@/components/site/ads-on-demand";
import { AdSlotView } from "@/components/site/ad-slot-view";
import { AdsOnly } from "@/components/site/ads-only";
import { FloatingWhatsApp } from "@/components/site/floating-whatsapp";
import { MusicWidget } from "@/components/site/music-widget";
import { PageGrid } from "@/components/site/page-grid";
import { PageTracker } from "@/components/site/page-tracker";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { BandWhatsappProvider } from "@/components/site/band-whatsapp-context";
import { bookingWhatsappHref, streamingEmbedUrl } from "@/lib/settings/band-contact";
import { publicSiteSettings } from "@/lib/settings/public";
import { adConsentMarkScript } from "@/lib/security/ad-consent-mark";

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  // Ads follow the publisher id in the site settings: the pages stay prerendered and a save
  // revalidates them (lib/settings), so ads switch on and off without a rebuild.
  const settings = await publicSiteSettings();
  const { adsenseClient } = settings;
  const playerUrl = streamingEmbedUrl(settings);
  const page = (
    // One audio element for the whole public site: music keeps playing across page changes.
    <MusicPlayerProvider>
      <BandWhatsappProvider href={bookingWhatsappHref(settings)}>
        <div className="flex min-h-dvh flex-col max-sm:pb-[calc(4.5rem+env(safe-area-inset-bottom))]">
          <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus:z-50 focus:rounded focus:bg-card focus:p-3">
            Skip to content
          </a>
          {/* Before any ad slot is parsed: the remembered choice decides whether they take room (issue 66). */}
          {adsenseClient && <script dangerouslySetInnerHTML={{ __html: adConsentMarkScript }} />}
          <SiteHeader />
          <AdsOnly client={adsenseClient}>
            <AdSlotView position="top" client={adsenseClient} />
          </AdsOnly>
          <PageGrid adsenseClient={adsenseClient}>{children}</PageGrid>
          <AdsOnly client={adsenseClient}>
            <AdSlotView position="bottom" client={adsenseClient} />
            <AdScript client={adsenseClient} />
          </AdsOnly>
          <SiteFooter />
          {/* On phones a dock along the bottom, with the page padded above it, so the buttons never
            cover a link or a button; from 640 px up the buttons float (the dock's box disappears). */}
          <aside
            aria-label="Music and chat"
            data-floating-dock
            className="fixed inset-x-0 bottom-0 z-30 flex h-[calc(4.5rem+env(safe-area-inset-bottom))] items-start justify-end gap-3 border-t border-border bg-background/95 pt-2 pr-[calc(1rem+env(safe-area-inset-right))] pb-[env(safe-area-inset-bottom)] pl-[calc(1rem+env(safe-area-inset-left))] backdrop-blur sm:contents"
          >
            {playerUrl && <MusicWidget embedUrl={playerUrl} />}
            <FloatingWhatsApp />
          </aside>
          <MiniPlayerSlot />
          <PageTracker />
        </div>
      </BandWhatsappProvider>
    </MusicPlayerProvider>
  );
  // With ads on, nothing of Google's loads before the visitor's choice; with ads off there is no choice to ask.
  return adsenseClient ? <AdConsentProvider>{page}</AdConsentProvider> : page;
}
