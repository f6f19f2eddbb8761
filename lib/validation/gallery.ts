import "server-only";
import { z } from "zod";
import { rowIdNumber } from "./row-id";
import { positionCursorSchema } from "./page-cursor";
import { parseYouTubeLink } from "@/lib/common/youtube";
import "./jitless";

// The payloads of /api/admin/gallery/**. A refused payload is answered with the first problem as
// `error` and every named field's problem in `fields`, for the admin form to show beside each field.

/** The largest photo accepted: phone cameras write up to about 20 MB. */
export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;
export const MAX_PHOTO_MB = 25;

const category = z
  .string()
  .trim()
  .min(1, "Choose a category")
  .max(40, "A category is at most 40 characters")
  .refine((name) => name.toLowerCase() !== "all", "“All” is the filter for every photo, not a category");

const title = z.string().trim().min(1, "Give it a title").max(120, "A title is at most 120 characters");
const alt = z.string().trim().min(1, "Describe the photo for visitors who cannot see it (alt text is required)").max(300, "Alt text is at most 300 characters");

const youtubeUrl = z
  .string()
  .max(500, "The link is too long")
  .transform((url, context) => {
    const link = parseYouTubeLink(url);
    if (!link) {
      context.addIssue({ code: "custom", message: "Paste a YouTube video link (youtube.com/watch?v=…, youtu.be/…, /shorts/… or /embed/…)" });
      return z.NEVER;
    }
    return link;
  });

const description = z.string().trim().max(1000, "A description is at most 1000 characters");

/** Any JSON body: readJson's size and origin checks first, then one of the schemas below with field errors. */
export const anyJsonBody = z.unknown();

export const photoFieldsSchema = z.object({ title, alt, category });
/** PATCH: the fields, and/or `forPress` (the press kit's photos, issue 67). */
export const photoPatchSchema = photoFieldsSchema
  .extend({ forPress: z.boolean({ error: "forPress must be true or false" }) })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, "Send title, alt, category or forPress");

export const videoCreateSchema = z.object({ url: youtubeUrl, title, description: description.default(""), category });
export const videoPatchSchema = videoCreateSchema
  .partial()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), "Send url, title, description or category");

const idList = z.array(rowIdNumber("must be a list of ids")).max(5000);
export const galleryOrderSchema = z
  .object({ photos: idList.optional(), videos: idList.optional() })
  .refine((order) => order.photos || order.videos, "Send photos and/or videos: the ids in their new order");

/** GET /api/admin/gallery/photos and /videos: `?cursor=` of the next page (none: the first). */
export const galleryPageQuerySchema = z.object({ cursor: positionCursorSchema.optional() }).strict();

/** GET /api/gallery/photos (public): `?category=` (a category, or all) and `?cursor=` of the next page. */
export const publicPhotoPageQuerySchema = z.strictObject({ category: z.string().trim().min(1).max(40).default("all"), cursor: positionCursorSchema.optional() });

export type PhotoFields = z.infer<typeof photoFieldsSchema>;
export type PhotoPatch = z.infer<typeof photoPatchSchema>;
export type VideoFields = z.infer<typeof videoCreateSchema>;
export type VideoPatch = z.infer<typeof videoPatchSchema>;

/** The Gallery tab's categories (issue 64): add one, rename one (its photos and videos move with it), remove an unused one. */
const existingCategory = z.string({ error: "Name the category" }).trim().min(1, "Name the category").max(40, "A category is at most 40 characters");
export const categoryCreateSchema = z.strictObject({ name: category });
export const categoryRenameSchema = z.strictObject({ from: existingCategory, to: category });
export const categoryRemoveSchema = z.strictObject({ name: existingCategory });
