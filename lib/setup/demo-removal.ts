import "server-only";
import { db } from "@/lib/db";
import { revalidateData } from "@/lib/cache/revalidate";
import { cacheTags } from "@/lib/cache/tags";
import { removeStoredImage } from "@/lib/media/library";
import { storageFor } from "@/lib/storage";

export type DemoContentCounts = { reviews: number; tracks: number; contacts: number; galleryPhotos: number; galleryVideos: number };

/**
 * Why the demo content cannot be removed now, or null: a demo enquiry whose quote is sent or paid
 * (or holds a payment) would take money records with it. Answers the band's words.
 */
export async function demoRemovalBlocked(): Promise<string | null> {
  const quotes = await db.bookingQuote.findMany({
    where: { contact: { isDemo: true }, OR: [{ status: { in: ["sent", "deposit-paid", "paid"] } }, { payments: { some: { status: { in: ["paid", "flagged"] } } } }] },
    include: { contact: { select: { name: true } } },
    orderBy: { id: "asc" },
  });
  if (quotes.length === 0) return null;
  const named = quotes.map((quote) => `${quote.contact.name} (Quote ${quote.id})`).join(", ");
  return `The sample ${quotes.length === 1 ? "enquiry" : "enquiries"} of ${named} ${quotes.length === 1 ? "has a quote that is" : "have quotes that are"} sent or paid: withdraw or cancel ${quotes.length === 1 ? "it" : "them"} in Payments first, so no payment record is lost.`;
}

/** Demo rows still stored; reviews, tracks and gallery items among them are what visitors see. */
export async function demoContentCounts(): Promise<DemoContentCounts & { onPublicSite: boolean; blockedBy: string | null }> {
  const [reviews, tracks, contacts, galleryPhotos, galleryVideos, shownReviews, shownTracks] = await Promise.all([
    db.review.count({ where: { isDemo: true } }),
    db.musicTrack.count({ where: { isDemo: true } }),
    db.contact.count({ where: { isDemo: true } }),
    db.galleryPhoto.count({ where: { isDemo: true } }),
    db.galleryVideo.count({ where: { isDemo: true } }),
    db.review.count({ where: { isDemo: true, isActive: true, hiddenByAdmin: false } }),
    db.musicTrack.count({ where: { isDemo: true, isActive: true } }),
  ]);
  return {
    reviews,
    tracks,
    contacts,
    galleryPhotos,
    galleryVideos,
    onPublicSite: shownReviews + shownTracks + galleryPhotos + galleryVideos > 0,
    blockedBy: await demoRemovalBlocked(),
  };
}

/**
 * Deletes every demo review, track, enquiry and gallery item in one transaction, then the demo
 * tracks' and photos' files (a file left behind by a failed delete is harmless; a row pointing at
 * a deleted file is not).
 */
export async function removeDemoContent(): Promise<DemoContentCounts> {
  const tracks = await db.musicTrack.findMany({ where: { isDemo: true }, select: { id: true, storageKey: true, fileUrl: true } });
  const photos = await db.galleryPhoto.findMany({ where: { isDemo: true }, select: { id: true, media: true } });
  const videos = await db.galleryVideo.findMany({ where: { isDemo: true }, select: { id: true, media: true } });
  const media = [...photos.map((photo) => photo.media), ...videos.flatMap((video) => (video.media ? [video.media] : []))];
  const [reviews, removedTracks, contacts, galleryPhotos, galleryVideos] = await db.$transaction([
    db.review.deleteMany({ where: { isDemo: true } }),
    db.musicTrack.deleteMany({ where: { isDemo: true } }),
    db.contact.deleteMany({ where: { isDemo: true } }),
    db.galleryPhoto.deleteMany({ where: { isDemo: true } }),
    db.galleryVideo.deleteMany({ where: { isDemo: true } }),
    db.mediaFile.deleteMany({ where: { id: { in: media.map((file) => file.id) } } }),
  ]);
  for (const track of tracks) {
    if (!track.storageKey) continue;
    try {
      await storageFor(track.fileUrl).remove(track.storageKey);
    } catch (error) {
      console.error(`could not delete the demo track file ${track.storageKey}`, error);
    }
  }
  for (const file of media) await removeStoredImage(file);
  revalidateData(cacheTags.reviews, cacheTags.musicTracks, cacheTags.gallery);
  return { reviews: reviews.count, tracks: removedTracks.count, contacts: contacts.count, galleryPhotos: galleryPhotos.count, galleryVideos: galleryVideos.count };
}
