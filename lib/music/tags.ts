// A track's own tags (ID3v2 in MP3, MP4/M4A atoms, FLAC and Ogg Vorbis comments), read with
// music-metadata, a maintained tag reader, in the admin's browser (to prefill the upload's fields)
// and on the server (for any field an upload sends empty). This module only shapes its answer.
import type { IAudioMetadata } from "music-metadata";

export type AudioTags = {
  title?: string;
  artist?: string;
  album?: string;
  genre?: string;
  trackNumber?: number;
  /** The embedded front cover (or the first picture), as stored in the file. */
  cover?: { data: Uint8Array; format: string };
};

const clean = (value: string | undefined, max: number) => {
  const text = value?.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  return text ? text.slice(0, max) : undefined;
};

/** The tags the site uses, from music-metadata's answer; empty values are left out. */
export function tagsFrom(metadata: IAudioMetadata): AudioTags {
  const { common } = metadata;
  const cover = common.picture?.find((picture) => /front/i.test(picture.type ?? "")) ?? common.picture?.[0];
  const tags: AudioTags = {
    title: clean(common.title, 200),
    artist: clean(common.artist ?? common.albumartist, 200),
    album: clean(common.album, 200),
    genre: clean(common.genre?.[0], 100),
    trackNumber: common.track.no && common.track.no > 0 && common.track.no < 10_000 ? common.track.no : undefined,
    cover: cover?.data?.length ? { data: cover.data, format: cover.format } : undefined,
  };
  return Object.fromEntries(Object.entries(tags).filter(([, value]) => value !== undefined)) as AudioTags;
}
