import { categoryLabel, galleryCategories, type GalleryCategory } from "@/content/gallery";

type Props = { value: GalleryCategory; onChange: (category: GalleryCategory) => void };

export function CategoryFilter({ value, onChange }: Props) {
  return (
    <div role="group" aria-label="Filter photos by category" className="flex flex-wrap gap-2">
      {galleryCategories.map((category) => {
        const active = category === value;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(category)}
            className={`min-h-11 rounded-full border px-4 text-sm font-medium transition-colors ${active ? "border-primary bg-primary text-primary-foreground" : "border-border bg-card text-foreground hover:bg-muted"}`}
          >
            {categoryLabel(category)}
          </button>
        );
      })}
    </div>
  );
}
