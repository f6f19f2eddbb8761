"use client";

import { usePathname } from "next/navigation";
import { AdSlotView } from "@/components/site/ad-slot-view";
import { showsAds } from "@/lib/ads/shows-ads";

/**
 * The main column, with the sidebar ad beside it on large screens when ads are configured
 * (`adsenseClient`, from the site settings) and the route shows them. The grid starts where the header's container starts ((100% - 72rem) / 2, the
 * header being max-w-6xl and centred), so the main column's left edge stays in line with the
 * header's at every width; the column shrinks to make room for the 300 px sidebar.
 */
export function PageGrid({ adsenseClient, children }: { adsenseClient: string; children: React.ReactNode }) {
  const pathname = usePathname();
  const main = (
    <main id="main" className="min-w-0">
      {children}
    </main>
  );
  if (!adsenseClient || !showsAds(pathname)) return <div className="flex-1">{main}</div>;
  return (
    <div data-page-grid="with-sidebar" className="flex-1 xl:grid xl:grid-cols-[minmax(0,72rem)_300px] xl:gap-6 xl:pr-4 xl:pl-[max(0px,calc((100%-72rem)/2))]">
      {main}
      <div key={pathname} className="hidden py-4 xl:block">
        <div className="sticky top-20">
          <AdSlotView position="sidebar" client={adsenseClient} />
        </div>
      </div>
    </div>
  );
}
