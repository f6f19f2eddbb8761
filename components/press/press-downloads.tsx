import { buttonClass } from "@/components/ui/button";
import type { PressPhoto } from "@/lib/press/photos";

const megabytes = (bytes: number) => `${Math.max(0.1, Math.round(bytes / 100_000) / 10)} MB`;

/** The kit's three files: the photos as one ZIP, the technical rider and the one-page press kit. */
export function PressDownloads({ photos }: { photos: PressPhoto[] }) {
  const zipSize = photos.reduce((sum, photo) => sum + photo.bytes, 0);
  const files = [
    ...(photos.length
      ? [{ href: "/press/photos.zip", label: "Press photos (ZIP)", detail: `${photos.length} ${photos.length === 1 ? "photo" : "photos"} at full size, ${megabytes(zipSize)}` }]
      : []),
    { href: "/press/rider.pdf", label: "Technical rider (PDF)", detail: "Stage, power, input list and stage plot, for the venue's engineer" },
    { href: "/press/epk.pdf", label: "Press kit on one page (PDF)", detail: "Bio, facts, a photo, clients and contact, to print or attach" },
  ];
  return (
    <section aria-labelledby="downloads-heading" className="mt-10 rounded-2xl bg-muted p-6 sm:p-8">
      <h2 id="downloads-heading" className="font-display text-2xl font-bold">
        Downloads
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {files.map((file) => (
          <li key={file.href} className="flex flex-col gap-2">
            <a href={file.href} className={buttonClass("primary", "w-full")} {...(file.href.endsWith(".zip") ? { download: "" } : {})}>
              {file.label}
            </a>
            <span className="text-sm text-muted-foreground">{file.detail}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
