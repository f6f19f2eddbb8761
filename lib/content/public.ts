import "server-only";
import { cache } from "react";
import { cachedRead } from "@/lib/cache/cached-read";
import type { BlockKind, ContentData, ListKind } from "@/lib/validation/content";
import { contentTag } from "./keys";
import { listContent, readBlock } from "./store";

// The band's content as the public pages show it: cached under each kind's tag until a write
// revalidates it (the pages that read it carry the tag, stay prerendered and render afresh on the
// first visit after a save), and read once per render.

export type PublicListItem<K extends ListKind> = ContentData<K> & { id: number };

const visibleList = <K extends ListKind>(kind: K) =>
  cache(
    cachedRead(contentTag(kind), `content-${kind}`, async (): Promise<PublicListItem<K>[]> => {
      const items = await listContent(kind);
      return items.filter((item) => !item.hidden).map((item) => ({ ...item.data, id: item.id }));
    }),
  );

const block = <K extends BlockKind>(kind: K) => cache(cachedRead(contentTag(kind), `content-${kind}`, async (): Promise<ContentData<K>> => (await readBlock(kind)).data));

export const publicTestimonials = visibleList("testimonials");
export const publicTeam = visibleList("team");
export const publicVenues = visibleList("venues");
export const publicServices = visibleList("services");
export const publicEquipmentPhotos = visibleList("equipment-photos");
export const publicHero = block("hero");
export const publicAbout = block("about");
export const publicPress = block("press");
