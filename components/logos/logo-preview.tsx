import { ClientLogo } from "@/components/pages/client-logo";

/** A slot's logo in the same fixed tile the public grids use, at the chosen size. */
export function LogoPreview({ name, src, sizePercent }: { name: string; src: string; sizePercent: number }) {
  return (
    <div className="flex h-24 items-center justify-center overflow-hidden rounded-xl border border-border bg-white p-3">
      <ClientLogo key={src} name={name} src={src} sizePercent={sizePercent} />
    </div>
  );
}
