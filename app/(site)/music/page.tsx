import "@/app/globals.css";
import type { Metadata } from "next";
import { pageMetadata } from "@/components/pages/page-metadata";
import { MusicLibrary } from "@/components/music/music-library";
import { SocialLinks } from "@/components/music/social-links";
import { musicPage } from "@/fixed/music";
import { publicTracks } from "@/lib/music/tracks";
import { AdSlot } from "@/components/site/ad-slot";

export const metadata: Metadata = pageMetadata({ title: musicPage.title, description: musicPage.description, path: "/music", image: "/images/og/music.jpg" });

// Prerendered with the track list (cached under its data tag, so an upload, edit or delete shows
// on the next load); play counts are refreshed in the browser.
export default async function MusicPage() {
  const tracks = await publicTracks();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h1 className="font-display text-4xl font-bold sm:text-5xl">{musicPage.title}</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{musicPage.intro}</p>
      <div className="mt-8">
        <MusicLibrary initialTracks={tracks} />
      </div>
      <AdSlot position="middle" />
      <SocialLinks />
    </div>
  );
}
