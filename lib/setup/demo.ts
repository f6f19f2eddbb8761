import "server-only";
import type { Env } from "@/lib/env";
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { contactSearchText } from "@/lib/contacts/search-text";
import { db } from "@/lib/db";
import { databaseUrl, isPostgresUrl } from "@/lib/env";
import { fileStorage } from "@/lib/storage";
import { site } from "@/fixed/site";
import { demoGalleryPhotos } from "@/fixed/demo-gallery";
import { removeStoredImage, storePreparedPhoto, type StoredImage } from "@/lib/media/library";
import { RENDITION_WIDTHS } from "@/lib/media/rendition-url";
import type { Rendition } from "@/lib/media/renditions";
import { renderWav, wavDurationSeconds, type DemoSong } from "./wav";

/** Demo content goes only into an empty local database, never into production PostgreSQL. */
export function demoSeedAllowed(env: Env = process.env, url = databaseUrl()): boolean {
  if (env.SEED_DEMO === "0") return false;
  return !(env.NODE_ENV === "production" && isPostgresUrl(url));
}

async function databaseIsEmpty(): Promise<boolean> {
  const counts = await Promise.all([db.contact.count(), db.review.count(), db.musicTrack.count(), db.galleryPhoto.count()]);
  return counts.every((count) => count === 0);
}

const demoSongs: { title: string; album: string; genre: string; song: DemoSong }[] = [
  {
    title: "Lagos Sunrise (demo)",
    album: "Demo Sessions",
    genre: "Afrobeat",
    song: {
      bpm: 110,
      bars: 12,
      chords: [
        [57, 60, 64],
        [55, 59, 62],
        [53, 57, 60],
        [55, 59, 62],
      ],
      bassline: [45, 45, 52, 50],
    },
  },
  {
    title: "Owambe Groove (demo)",
    album: "Demo Sessions",
    genre: "Yoruba Highlife",
    song: {
      bpm: 124,
      bars: 14,
      chords: [
        [60, 64, 67],
        [65, 69, 72],
        [67, 71, 74],
        [60, 64, 67],
      ],
      bassline: [48, 55, 52, 55],
    },
  },
  {
    title: "Evening Highlife (demo)",
    album: "Demo Sessions",
    genre: "Igbo Highlife",
    song: {
      bpm: 100,
      bars: 10,
      chords: [
        [62, 65, 69],
        [67, 71, 74],
        [60, 64, 67],
        [65, 69, 72],
      ],
      bassline: [50, 57, 53, 57],
    },
  },
];

const demoReviews = [
  { authorName: "Adaeze Okafor", rating: 5, daysAgo: 12, reviewText: "They kept the dance floor full all night at our wedding. Professional from the first call." },
  { authorName: "Tunde Bakare", rating: 5, daysAgo: 30, reviewText: "Our company end-of-year party was a hit. Great sound, great band, on time." },
  { authorName: "Funmi Adeyemi", rating: 4, daysAgo: 45, reviewText: "Lovely highlife set for my mother's 60th. Guests are still talking about it." },
  { authorName: "Chinedu Eze", rating: 5, daysAgo: 70, reviewText: null },
  { authorName: "Grace Johnson", rating: 5, daysAgo: 95, reviewText: "Booked on WhatsApp, quote the same day. Highly recommended." },
];

const demoContacts = [
  {
    name: "Kemi Balogun",
    email: "kemi@example.com",
    phone: "+2348030000011",
    eventType: "wedding",
    eventDate: "2027-02-14",
    message: "Reception for 300 guests in Lekki.",
    source: "contact",
    venue: "Lekki",
    guestCount: 300,
    budget: "₦1,000,000 - ₦2,000,000",
  },
  {
    name: "Emeka Nwosu",
    email: "emeka@example.com",
    phone: "+2348030000012",
    eventType: "corporate",
    eventDate: "2026-12-12",
    message: "End of year party, Victoria Island.",
    source: "home",
  },
  { name: "Bisi Lawal", email: null, phone: "+2348030000013", eventType: "birthday", eventDate: "2027-01-09", message: null, source: "quote" },
];

/** Where the sample photos ship: <file>.jpg, and renditions/<file>-w<width>.webp (scripts/artwork/gallery-renditions.ts). */
export const DEMO_PHOTO_FOLDER = path.join(/*turbopackIgnore: true*/ process.cwd(), "public/images/gallery");

/** A sample photo's shipped renditions: one file per distinct width (a 1200 px photo's 1920 is its 1200). */
export async function shippedRenditions(file: string, photoWidth: number): Promise<Rendition[]> {
  return Promise.all(
    RENDITION_WIDTHS.map(async (width) => ({ width, webp: await readFile(path.join(DEMO_PHOTO_FOLDER, "renditions", `${file}-w${Math.min(width, photoWidth)}.webp`)) })),
  );
}

/**
 * The sample gallery photos, stored through the media library like an upload (so Remove demo
 * content deletes them with their files), from the files they ship as. No sample videos: see fixed/gallery.ts.
 */
async function storeDemoPhotos(): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const photo of demoGalleryPhotos) {
      const jpeg = await readFile(path.join(DEMO_PHOTO_FOLDER, `${photo.file}.jpg`));
      stored.push(await storePreparedPhoto(jpeg, (width) => shippedRenditions(photo.file, width)));
    }
  } catch (error) {
    for (const image of stored) await removeStoredImage(image);
    throw error;
  }
  return stored;
}

export type DemoSeed = { seeded: boolean; reason?: string };

export async function seedDemoContent(env: Env = process.env): Promise<DemoSeed> {
  if (!demoSeedAllowed(env)) return { seeded: false, reason: "turned off for this database" };
  if (!(await databaseIsEmpty())) return { seeded: false, reason: "the database already has content" };
  // Empty again after Remove demo content: a database gets the demo content once.
  if (await db.demoContentSeeded.count()) return { seeded: false, reason: "it was removed from this database before" };

  const tracks = [];
  for (const { title, album, genre, song } of demoSongs) {
    const wav = renderWav(song);
    const storageKey = `music/${randomUUID()}.wav`;
    const stored = await fileStorage().put(storageKey, Readable.from(wav), "audio/wav");
    tracks.push({
      title,
      album,
      genre,
      artist: site.bandName,
      duration: wavDurationSeconds(wav),
      fileUrl: stored.url,
      storageKey,
      fileSize: wav.length,
      mimeType: "audio/wav",
      isDemo: true,
    });
  }
  const photos = await storeDemoPhotos();
  const now = Date.now();
  try {
    await db.$transaction(async (tx) => {
      for (const [position, { title, alt, category }] of demoGalleryPhotos.entries()) {
        await tx.galleryPhoto.create({ data: { title, alt, category, position, isDemo: true, media: { create: { ...photos[position]!, isDemo: true } } } });
      }
    });
  } catch (error) {
    for (const image of photos) await removeStoredImage(image);
    throw error;
  }
  await db.$transaction([
    db.demoContentSeeded.create({ data: {} }),
    db.musicTrack.createMany({ data: tracks }),
    db.review.createMany({
      data: demoReviews.map(({ daysAgo, ...review }, index) => ({
        ...review,
        reviewId: `demo-review-${index + 1}`,
        reviewTime: new Date(now - daysAgo * 86_400_000),
        isDemo: true,
      })),
    }),
    db.contact.createMany({ data: demoContacts.map((contact) => ({ ...contact, searchText: contactSearchText(contact), isDemo: true })) }),
  ]);
  return { seeded: true };
}
