import type { Metadata } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { MusicLibrary } from "@/components/music/music-library";
import { SocialLinks } from "@/components/music/social-links";
import { musicPage } from "@/content/music";
import { listActiveTracks } from "@/lib/music/tracks";
import type { PublicTrack } from "@/lib/validation/music";
import { AdSlot } from "@/components/site/ad-slot";

export const metadata: Metadata = { title: musicPage.title, description: musicPage.description };

// Prerendered; rebuilt whenever the admin uploads, edits or deletes a track (lib/music/revalidate.ts)
// and at least hourly. Play counts are refreshed in the browser. The build reads no tracks: its
// database need not be the server's; `npm start` drops the build's copy so the first visit renders
// from the running server's database (lib/prerender/database-pages.ts).
export const revalidate = 3600;

async function loadTracks(): Promise<PublicTrack[] | null> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return null;
  try {
    return await listActiveTracks();
  } catch {
    return null; // no database (at build time, say): the browser loads the list instead
  }
}

export default async function MusicPage() {
  const tracks = await loadTracks();
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
