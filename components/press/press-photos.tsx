import { Picture } from "@/components/ui/picture";
import type { PressPhoto } from "@/lib/press/photos";

/** The press photos, each with its title; the full-size files are in the ZIP (and each one behind its link). */
export function PressPhotos({ photos }: { photos: PressPhoto[] }) {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {photos.map((photo) => (
        <li key={photo.id}>
          <figure>
            <Picture
              src={photo.src}
              alt={photo.alt}
              width={photo.width}
              height={photo.height}
              sizes="(min-width: 1152px) 360px, (min-width: 640px) 50vw, 100vw"
              placeholder="blur"
              blurDataURL={photo.blurDataUrl}
              className="aspect-[3/2] h-auto w-full rounded-xl bg-muted object-cover"
            />
            <figcaption className="mt-2 flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="font-medium">{photo.title}</span>
              <span className="inline-flex items-center gap-1.5">
                <a href={photo.src} download className="inline-flex min-h-11 items-center text-primary underline underline-offset-2">
                  Full size<span className="sr-only">: {photo.title}</span>
                </a>
                <span className="text-muted-foreground">
                  {photo.width} × {photo.height}
                </span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
