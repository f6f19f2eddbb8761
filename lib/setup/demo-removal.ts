import "server-only";
import { db } from "@/lib/db";
import { revalidateData } from "@/lib/cache/revalidate";
import { cacheTags } from "@/lib/cache/tags";
import { storageFor } from "@/lib/storage";

export type DemoContentCounts = { reviews: number; tracks: number; contacts: number };

/** Demo rows still stored; reviews and tracks among them are what visitors see. */
export async function demoContentCounts(): Promise<DemoContentCounts & { onPublicSite: boolean }> {
  const [reviews, tracks, contacts, shownReviews, shownTracks] = await Promise.all([
    db.review.count({ where: { isDemo: true } }),
    db.musicTrack.count({ where: { isDemo: true } }),
    db.contact.count({ where: { isDemo: true } }),
    db.review.count({ where: { isDemo: true, isActive: true, hiddenByAdmin: false } }),
    db.musicTrack.count({ where: { isDemo: true, isActive: true } }),
  ]);
  return { reviews, tracks, contacts, onPublicSite: shownReviews + shownTracks > 0 };
}

/**
 * Deletes every demo review, track and enquiry in one transaction, then the demo tracks' files
 * (a file left behind by a failed delete is harmless; a row pointing at a deleted file is not).
 */
export async function removeDemoContent(): Promise<DemoContentCounts> {
  const tracks = await db.musicTrack.findMany({ where: { isDemo: true }, select: { id: true, storageKey: true, fileUrl: true } });
  const [reviews, removedTracks, contacts] = await db.$transaction([
    db.review.deleteMany({ where: { isDemo: true } }),
    db.musicTrack.deleteMany({ where: { id: { in: tracks.map((track) => track.id) } } }),
    db.contact.deleteMany({ where: { isDemo: true } }),
  ]);
  for (const track of tracks) {
    if (!track.storageKey) continue;
    try {
      await storageFor(track.fileUrl).remove(track.storageKey);
    } catch (error) {
      console.error(`could not delete the demo track file ${track.storageKey}`, error);
    }
  }
  revalidateData(cacheTags.reviews, cacheTags.musicTracks);
  return { reviews: reviews.count, tracks: removedTracks.count, contacts: contacts.count };
}
