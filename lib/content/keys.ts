import "server-only";
import { cacheTags, type CacheTag } from "@/lib/cache/tags";
import type { ContentKind } from "@/lib/validation/content";

/** The versions table's name for a content item (GET /api/admin/history?item=…): "content:testimonials:7". */
export const contentItemKey = (kind: string, id: number) => `content:${kind}:${id}`;

const tags: Record<ContentKind, CacheTag> = {
  testimonials: cacheTags.testimonials,
  team: cacheTags.team,
  venues: cacheTags.venues,
  services: cacheTags.services,
  "equipment-photos": cacheTags.equipmentPhotos,
  hero: cacheTags.hero,
  about: cacheTags.about,
  press: cacheTags.press,
};

/** The data tag of a kind: what its public pages are cached under and a write revalidates. */
export const contentTag = (kind: ContentKind): CacheTag => tags[kind];
