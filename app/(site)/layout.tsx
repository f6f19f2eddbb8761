import { MiniPlayerSlot } from "@/components/music/mini-player-slot";
import { MusicPlayerProvider } from "@/components/music/music-player-provider";
import { AdScript } from "@/components/site/ad-script";
import { AdSlot } from "@/components/site/ad-slot";
import { AdsOnly } from "@/components/site/ads-only";
import { FloatingWhatsApp } from "@/components/site/floating-whatsapp";
import { MusicWidget } from "@/components/site/music-widget";
import { PageTracker } from "@/components/site/page-tracker";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    // One audio element for the whole public site: music keeps playing across page changes.
    <MusicPlayerProvider>
      <div className="flex min-h-dvh flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-card focus:p-3">
          Skip to content
        </a>
        <SiteHeader />
        <AdsOnly>
          <AdSlot position="top" />
        </AdsOnly>
        <div className="flex flex-1 gap-6 xl:mx-auto xl:w-full xl:max-w-[100rem]">
          <main id="main" className="min-w-0 flex-1">
            {children}
          </main>
          <AdsOnly>
            <div className="hidden py-4 pr-4 xl:block">
              <div className="sticky top-20">
                <AdSlot position="sidebar" />
              </div>
            </div>
          </AdsOnly>
        </div>
        <AdsOnly>
          <AdSlot position="bottom" />
          <AdScript />
        </AdsOnly>
        <SiteFooter />
        <aside aria-label="Music and chat">
          <MusicWidget />
          <FloatingWhatsApp />
        </aside>
        <MiniPlayerSlot />
        <PageTracker />
      </div>
    </MusicPlayerProvider>
  );
}
