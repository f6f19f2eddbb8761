import type { Metadata } from "next";
import { GalleryThemeShell } from "@/components/gallery/gallery-theme";
import { PhotoGallery } from "@/components/gallery/photo-gallery";
import { VideoList } from "@/components/gallery/video-list";
import { galleryPage, galleryPhotos, galleryVideos } from "@/content/gallery";
import { AdSlot } from "@/components/site/ad-slot";

export const metadata: Metadata = {
  title: galleryPage.title,
  description: galleryPage.description,
  alternates: { canonical: "/gallery" },
};

export default function GalleryPage() {
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
            <PhotoGallery photos={galleryPhotos} />
          </section>
          <AdSlot position="middle" />
          <section aria-labelledby="videos-heading" className="mt-12">
            <h2 id="videos-heading" className="mb-4 font-display text-2xl font-bold">
              Videos
            </h2>
            <VideoList videos={galleryVideos} />
          </section>
        </GalleryThemeShell>
      </div>
    </div>
  );
}
