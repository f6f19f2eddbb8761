import { MiniPlayer } from "@/components/music/mini-player";
import { MusicPlayerProvider } from "@/components/music/music-player-provider";
import { SiteFooter } from "@/components/site/site-footer";
import { PageTracker } from "@/components/site/page-tracker";
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
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <MiniPlayer />
        <PageTracker />
      </div>
    </MusicPlayerProvider>
  );
}
