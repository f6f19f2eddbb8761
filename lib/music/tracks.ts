import "server-only";
import { db } from "@/lib/db";
import type { MusicTrack } from "@/lib/generated/sqlite/client";
import type { PublicTrack, TrackMetadata, TrackUpdate } from "@/lib/validation/music";
import { site } from "@/fixed/site";
import { cachedRead } from "@/lib/cache/cached-read";
import { revalidateData } from "@/lib/cache/revalidate";
import { cacheTags } from "@/lib/cache/tags";
import { newestFirst, olderThan, PAGE_LIMIT, pageOf, type Page } from "@/lib/paging/keyset";
import type { PageCursor } from "@/lib/validation/page-cursor";

function toPublicTrack(track: MusicTrack): PublicTrack {
  return {
    id: track.id,
    title: track.title,
    artist: track.artist,
    album: track.album,
    genre: track.genre,
    trackNumber: track.trackNumber,
    duration: track.duration,
    fileUrl: track.fileUrl,
    coverImageUrl: track.coverImageUrl,
    playCount: track.playCount,
    mimeType: track.mimeType,
    fileSize: track.fileSize,
    createdAt: track.createdAt.toISOString(),
  };
}

/** A page of the active tracks, newest first (ties broken by id so the order is stable), at most 500. */
export async function activeTracksPage(cursor?: PageCursor): Promise<Page<PublicTrack>> {
  const tracks = await db.musicTrack.findMany({ where: { isActive: true, ...olderThan("createdAt", cursor) }, orderBy: newestFirst("createdAt"), take: PAGE_LIMIT + 1 });
  const page = pageOf(tracks, (track) => track.createdAt);
  return { rows: page.rows.map(toPublicTrack), nextCursor: page.nextCursor };
}

/** The active tracks as /music prerenders them, the newest 500 (play counts are refreshed in the browser). */
export const publicTracks = cachedRead(cacheTags.musicTracks, "active-tracks", async () => (await activeTracksPage()).rows);

/** The stored file, and what its tags gave that has no upload field (the cover is a media library image). */
export type NewTrackFile = { storageKey: string; fileUrl: string; fileSize: number; mimeType: string; coverImageUrl?: string; trackNumber?: number };

export async function createTrack(metadata: TrackMetadata, file: NewTrackFile): Promise<PublicTrack> {
  const track = await db.musicTrack.create({
    data: { ...metadata, artist: metadata.artist ?? site.bandName, ...file },
  });
  revalidateData(cacheTags.musicTracks);
  return toPublicTrack(track);
}

export async function updateTrack(id: number, update: TrackUpdate): Promise<PublicTrack | null> {
  const { count } = await db.musicTrack.updateMany({ where: { id }, data: update });
  if (count === 0) return null;
  revalidateData(cacheTags.musicTracks);
  return toPublicTrack(await db.musicTrack.findUniqueOrThrow({ where: { id } }));
}

/** Deletes the record and answers where its file was, so the caller can remove it. */
export async function deleteTrack(id: number): Promise<{ storageKey: string; fileUrl: string; coverImageUrl: string | null } | null> {
  const track = await db.musicTrack.findUnique({ where: { id }, select: { storageKey: true, fileUrl: true, coverImageUrl: true } });
  if (!track) return null;
  const { count } = await db.musicTrack.deleteMany({ where: { id } });
  if (count === 0) return null;
  revalidateData(cacheTags.musicTracks);
  return track;
}

/** One more play, counted by the database itself (UPDATE ... RETURNING) so none is lost. */
export async function recordPlay(id: number): Promise<number | null> {
  try {
    const track = await db.musicTrack.update({
      where: { id, isActive: true },
      data: { playCount: { increment: 1 } },
      select: { playCount: true },
    });
    return track.playCount;
  } catch (error) {
    if (isRecordNotFound(error)) return null;
    throw error;
  }
}

const isRecordNotFound = (error: unknown) => typeof error === "object" && error !== null && "code" in error && error.code === "P2025";

/** The track a locally stored file belongs to (for its type and download name). */
export function trackByStorageKey(storageKey: string) {
  return db.musicTrack.findFirst({ where: { storageKey }, select: { title: true, mimeType: true, isActive: true } });
}
