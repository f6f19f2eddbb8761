import "@/app/globals.css";
import type { Metadata } from "next";
import { pageMetadata } from "@/components/pages/page-metadata";
import { GalleryThemeShell } from "@/components/gallery/gallery-theme";
import { PhotoGallery } from "@/components/gallery/photo-gallery";
import { shownPhotos, shownVideos } from "@/components/gallery/prepared-media";
import { VideoList } from "@/components/gallery/video-list";
import { galleryPage } from "@/fixed/gallery";
import { AdSlot } from "@/components/site/ad-slot";
import { galleryFirstScreen } from "@/lib/gallery/lists";
import { firstScreenRendition } from "@/lib/media/first-screen";

export const metadata: Metadata = pageMetadata({ title: galleryPage.title, description: galleryPage.description, path: "/gallery", image: "/images/og/gallery.jpg" });

// Prerendered from the gallery's cached read (its first photos; the carousel fetches the rest); an
// admin change expires it (tag "gallery").
export default async function GalleryPage() {
  const { photos, nextCursor, counts, categoryOrder, videos } = await galleryFirstScreen();
  const firstPaint = photos[0] ? await firstScreenRendition(photos[0].src) : null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h1 className="font-display text-4xl font-bold sm:text-5xl">{galleryPage.title}</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{galleryPage.intro}</p>
      <div className="mt-8">
        <GalleryThemeShell>
          <section aria-labelledby="photos-heading" className="mt-4">
            <h2 id="photos-heading" className="mb-4 font-display text-2xl font-bold">
              Photos
            </h2>
            <PhotoGallery photos={shownPhotos(photos, firstPaint)} nextCursor={nextCursor} counts={counts} categoryOrder={categoryOrder} />
          </section>
          <AdSlot position="middle" />
          {/* No video section until the band adds a real video: a visitor never meets an empty or dead player. */}
          {videos.length > 0 && (
            <section aria-labelledby="videos-heading" className="mt-12">
              <h2 id="videos-heading" className="mb-4 font-display text-2xl font-bold">
                Videos
              </h2>
              <VideoList videos={shownVideos(videos)} />
            </section>
          )}
        </GalleryThemeShell>
      </div>
    </div>
  );
}
