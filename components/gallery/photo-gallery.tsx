"use client";

import { useState } from "react";
import { galleryPage } from "@/content/gallery";
import { CategoryFilter } from "./category-filter";
import { PhotoCarousel } from "./photo-carousel";
import { ALL, categoriesOf, photosIn, type ShownPhoto } from "./types";

export function PhotoGallery({ photos }: { photos: ShownPhoto[] }) {
  const [category, setCategory] = useState(ALL);
  const shown = photosIn(photos, category);

  return (
    <div className="space-y-4 sm:space-y-6">
      <CategoryFilter categories={categoriesOf(photos)} value={category} onChange={setCategory} />
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
