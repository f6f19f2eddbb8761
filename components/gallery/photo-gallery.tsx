"use client";

import { useCallback, useRef, useState } from "react";
import { galleryPage, visibleCategories } from "@/fixed/gallery";
import { CategoryFilter } from "./category-filter";
import { PhotoCarousel } from "./photo-carousel";
import type { ShownPhoto } from "./prepared-media";

type Loaded = { photos: ShownPhoto[]; nextCursor: string | null };
type Props = {
  /** The first page of every photo, in the band's order. */
  photos: ShownPhoto[];
  nextCursor: string | null;
  /** How many photos each category holds. */
  counts: Record<string, number>;
  /** The band's order of the categories. */
  categoryOrder: string[];
};

/**
 * The category filter and the carousel. The page carries the first photos; the rest of a category
 * are fetched a page at a time (GET /api/gallery/photos) as the visitor nears the last one loaded,
 * so a gallery of thousands costs the first visit no more than one of sixty.
 */
export function PhotoGallery({ photos, nextCursor, counts, categoryOrder }: Props) {
  const [category, setCategory] = useState("all");
  const [lists, setLists] = useState<Record<string, Loaded>>({ all: { photos, nextCursor } });
  const [failed, setFailed] = useState<string | null>(null);
  const fetching = useRef(new Set<string>());

  const load = useCallback(async (which: string, cursor: string | null) => {
    const key = `${which}:${cursor}`;
    if (fetching.current.has(key)) return;
    fetching.current.add(key);
    try {
      const params = new URLSearchParams({ category: which, ...(cursor ? { cursor } : {}) });
      // The API client is fetched with the first page it reads: the first photos are in the HTML,
      // and /gallery stays within the audit's JavaScript budget without it.
      const { getPage } = await import("@/lib/browser/fetch");
      const page = await getPage<ShownPhoto>(`/api/gallery/photos?${params}`, "photos");
      setLists((current) => ({ ...current, [which]: { photos: [...(cursor ? (current[which]?.photos ?? []) : []), ...page.rows], nextCursor: page.nextCursor } }));
      setFailed(null);
    } catch {
      setFailed(which);
    } finally {
      fetching.current.delete(key);
    }
  }, []);

  const list = lists[category];
  const choose = (next: string) => {
    setCategory(next);
    if (!lists[next]) void load(next, null);
  };

  const total = category === "all" ? Object.values(counts).reduce((sum, count) => sum + count, 0) : (counts[category] ?? 0);
  return (
    <div className="space-y-3 sm:space-y-6">
      <CategoryFilter categories={visibleCategories(Object.keys(counts), categoryOrder)} value={category} onChange={choose} />
      {total === 0 ? (
        <p role="status" className="rounded-xl border border-border bg-card p-8 text-center text-muted-foreground">
          {galleryPage.empty}
        </p>
      ) : !list ? (
        <p role="status" className="rounded-xl border border-border bg-card p-8 text-center text-muted-foreground">
          {failed === category ? "The photos could not be loaded: check your connection and choose the category again." : "Loading the photos…"}
        </p>
      ) : (
        // A new key per category starts the carousel again at the first photo.
        <PhotoCarousel key={category} photos={list.photos} total={total} onNearEnd={list.nextCursor ? () => void load(category, list.nextCursor) : undefined} />
      )}
    </div>
  );
}
