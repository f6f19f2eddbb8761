import type { Metadata } from "next";
import { MusicLibrary } from "@/components/music/music-library";
import { MusicEmpty, MusicError } from "@/components/music/music-states";
import { SocialLinks } from "@/components/music/social-links";
import { musicPage } from "@/content/music";
import { listActiveTracks } from "@/lib/music/tracks";
import type { PublicTrack } from "@/lib/validation/music";
import { AdSlot } from "@/components/site/ad-slot";

export const metadata: Metadata = { title: musicPage.title, description: musicPage.description };

// The list changes whenever the admin uploads, so it is read on every request.
export const dynamic = "force-dynamic";

async function loadTracks(): Promise<PublicTrack[] | null> {
  try {
    return await listActiveTracks();
  } catch (error) {
    console.error("music tracks could not be read", error);
    return null;
  }
}

export default async function MusicPage() {
  const tracks = await loadTracks();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h1 className="font-display text-4xl font-bold sm:text-5xl">{musicPage.title}</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{musicPage.intro}</p>
      <div className="mt-8">
        {tracks === null ? <MusicError /> : tracks.length === 0 ? <MusicEmpty /> : <MusicLibrary initialTracks={tracks} />}
      </div>
      <AdSlot position="middle" />
      <SocialLinks />
    </div>
  );
}
