import { Picture } from "@/components/ui/picture";
import { equipment } from "@/fixed/equipment";
import { publicEquipmentPhotos } from "@/lib/content/public";

export async function EquipmentSection() {
  const photos = await publicEquipmentPhotos();
  // A section with nothing in it is left out, not shown as a heading over nothing.
  if (photos.length === 0) return null;
  return (
    <section id="equipment" aria-labelledby="equipment-heading" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <h2 id="equipment-heading" className="font-display text-3xl font-bold sm:text-4xl">
        {equipment.heading}
      </h2>
      <p className="mt-3 max-w-3xl text-muted-foreground">{equipment.text}</p>
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        {photos.map((photo) => (
          <Picture key={photo.id} src={photo.image} alt={photo.alt} width={800} height={560} sizes="(min-width: 640px) 50vw, 100vw" className="w-full rounded-xl object-cover" />
        ))}
      </div>
    </section>
  );
}
