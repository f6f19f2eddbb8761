// One schema per music payload, shared by the admin's browser code and the route handlers.
import { z } from "zod";
import "./jitless";

/** 150 MB, the spec's per-file limit. */
export const MAX_TRACK_BYTES = 150 * 1024 * 1024;
export const UPLOAD_DEFAULTS = { album: "Uploaded Collection", genre: "Unknown" } as const;

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const optionalText = (max: number) =>
  text(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/** The metadata fields that travel with an upload (multipart fields arrive as strings). */
export const trackMetadataSchema = z.object({
  title: text(200).min(1, "is required"),
  artist: optionalText(200),
  album: optionalText(200),
  genre: optionalText(100),
  duration: z.coerce
    .number({ error: "must be a number of seconds" })
    .finite("must be a number of seconds")
    .min(0, "cannot be negative")
    .max(24 * 60 * 60, "must be under a day")
    .transform(Math.round)
    .default(0),
});
export type TrackMetadata = z.infer<typeof trackMetadataSchema>;

/** A file the browser already put in Vercel Blob, registered as a track. */
export const blobTrackSchema = trackMetadataSchema.extend({
  blobUrl: z.url({ protocol: /^https?$/, error: "must be the URL the upload returned" }),
});

export const trackUpdateSchema = z
  .object({
    title: text(200).min(1, "cannot be empty").optional(),
    album: text(200).optional(),
    genre: text(100).optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: "Nothing to update: send title, album or genre",
  });
export type TrackUpdate = z.infer<typeof trackUpdateSchema>;

/** What GET /api/music-tracks answers for each track. */
export type PublicTrack = {
  id: number;
  title: string;
  artist: string;
  album: string | null;
  genre: string | null;
  trackNumber: number | null;
  duration: number;
  fileUrl: string;
  coverImageUrl: string | null;
  playCount: number;
  mimeType: string;
  fileSize: number;
  createdAt: string;
};

/** What POST /api/music-tracks answers (the route and the panel's upload share it). */
export type TrackAnswer = { track: PublicTrack };

/** Where the browser may put a file in Vercel Blob: a generated name under music/. */
export const BLOB_PATHNAME = /^music\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;

/** The @vercel/blob client's token request (the only event this app accepts). */
export const blobTokenRequestSchema = z.object({
  type: z.literal("blob.generate-client-token"),
  payload: z.object({
    pathname: z.string().regex(BLOB_PATHNAME, "must be music/<uuid>.<extension>"),
    clientPayload: z.string().max(1024).nullable(),
    multipart: z.boolean(),
  }),
});
