import "server-only";
import { db, type Tx } from "@/lib/db";
import { revalidateData } from "@/lib/cache/revalidate";
import { PAGE_LIMIT } from "@/lib/paging/keyset";
import { cacheTags } from "@/lib/cache/tags";
import { removeStoredImage } from "@/lib/media/library";
import { storageFor } from "@/lib/storage";
import { logError } from "@/lib/log";

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
  const { counts, media } = await db.$transaction(async (tx) => {
    // A video lets go of its picture (SetNull), so the pictures go first, found through their videos.
    const videoMedia = await tx.mediaFile.findMany({ where: { galleryVideo: { is: { isDemo: true } } } });
    await tx.mediaFile.deleteMany({ where: { galleryVideo: { is: { isDemo: true } } } });
    const photos = await deleteDemoPhotos(tx);
    const [reviews, removedTracks, contacts, galleryVideos] = [
      await tx.review.deleteMany({ where: { isDemo: true } }),
      await tx.musicTrack.deleteMany({ where: { isDemo: true } }),
      await tx.contact.deleteMany({ where: { isDemo: true } }),
      await tx.galleryVideo.deleteMany({ where: { isDemo: true } }),
    ];
    return {
      counts: { reviews: reviews.count, tracks: removedTracks.count, contacts: contacts.count, galleryPhotos: photos.count, galleryVideos: galleryVideos.count },
      media: [...photos.media, ...videoMedia],
    };
  });
  for (const track of tracks) {
    if (!track.storageKey) continue;
    try {
      await storageFor(track.fileUrl).remove(track.storageKey);
    } catch (error) {
      logError(`could not delete the demo track file ${track.storageKey}`, error);
    }
  }
  for (const file of media) await removeStoredImage(file);
  revalidateData(cacheTags.reviews, cacheTags.musicTracks, cacheTags.gallery);
  return counts;
}

/**
 * The demo photos, then their pictures' rows (a photo holds on to its picture: Restrict), a page
 * of photos at a time in id order; the pictures go by their own demo mark once their photos are
 * gone, so no statement binds a list of ids.
 */
async function deleteDemoPhotos(tx: Tx) {
  const media: { id: number; storageKey: string; url: string }[] = [];
  let count = 0;
  for (let after = 0; ;) {
    const page = await tx.galleryPhoto.findMany({ where: { isDemo: true, id: { gt: after } }, orderBy: { id: "asc" }, take: PAGE_LIMIT, select: { id: true, media: true } });
    if (page.length === 0) return { count, media };
    after = page.at(-1)!.id;
    count += (await tx.galleryPhoto.deleteMany({ where: { isDemo: true, id: { gte: page[0]!.id, lte: after } } })).count;
    await tx.mediaFile.deleteMany({ where: { isDemo: true, galleryPhoto: null, galleryVideo: null } });
    media.push(...page.map((photo) => photo.media));
  }
}
