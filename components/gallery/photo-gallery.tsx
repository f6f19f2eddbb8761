"use client";

import { useState } from "react";
import { filterPhotos, galleryPage, visibleCategories } from "@/fixed/gallery";
import { CategoryFilter } from "./category-filter";
import { PhotoCarousel } from "./photo-carousel";
import type { ShownPhoto } from "./prepared-media";

export function PhotoGallery({ photos }: { photos: ShownPhoto[] }) {
  const [category, setCategory] = useState("all");
  const shown = filterPhotos(photos, category);

  return (
    <div className="space-y-3 sm:space-y-6">
      <CategoryFilter categories={visibleCategories(photos)} value={category} onChange={setCategory} />
      {shown.length === 0 ? (
        <p role="status" className="rounded-xl border border-border bg-card p-8 text-center text-muted-foreground">
          {galleryPage.empty}
        </p>
      ) : (
        // A new key per category starts the carousel again at the first photo.
        <PhotoCarousel key={category} photos={shown} />
      )}
    </div>
  );
}
