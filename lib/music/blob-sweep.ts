import "server-only";
import { del, list } from "@vercel/blob";
import { db } from "@/lib/db";
import { blobConfigured } from "@/lib/storage/blob";

/** Long enough for the admin's browser to finish putting a 150 MB file and register it. */
export const UNREGISTERED_BLOB_GRACE_MS = 6 * 60 * 60_000;

/**
 * The admin's browser puts a track straight into Vercel Blob, then registers it; a browser closed
 * in between leaves a blob no track points to. This deletes those, once they are older than the
 * grace period. Answers how many it deleted.
 */
export async function sweepUnregisteredBlobs(now = new Date()): Promise<number> {
  if (!blobConfigured()) return 0;
  const cutoff = now.getTime() - UNREGISTERED_BLOB_GRACE_MS;
  let removed = 0;
  let cursor: string | undefined;
  // Every track's key, read once (the band's tracks are hundreds, not millions): no list of keys is bound.
  const registered = new Set((await db.musicTrack.findMany({ where: { storageKey: { startsWith: "music/" } }, select: { storageKey: true } })).map((track) => track.storageKey));
  do {
    const page = await list({ prefix: "music/", cursor, limit: 500 });
    const old = page.blobs.filter((blob) => blob.uploadedAt.getTime() < cutoff);
    const orphans = old.filter((blob) => !registered.has(blob.pathname));
    if (orphans.length) await del(orphans.map((blob) => blob.url));
    removed += orphans.length;
    cursor = page.hasMore ? page.cursor : undefined;
  } while (cursor);
  return removed;
}
