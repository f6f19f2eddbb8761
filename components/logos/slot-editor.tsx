"use client";

import { useId, useState, type ReactNode } from "react";
import { MAX_LOGO_SIZE, MIN_LOGO_SIZE } from "@/lib/validation/client-logos";
import { LogoPreview } from "./logo-preview";
import { IMAGE_TYPES, acceptImage } from "./pick-image";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";

type Props = {
  slot: number;
  name: string;
  src: string;
  sizePercent: number;
  pendingFile: boolean;
  onFile: (file: File) => void;
  onSize: (size: number) => void;
  /** The client's name as typed, shown beside the logo once saved. */
  clientName: string;
  onName: (name: string) => void;
  /** Hidden from the site (a slot the band does not use); toggled and saved at once. */
  hidden: boolean;
  onHidden: (hidden: boolean) => void;
  /** Its place in the strip: the drag handle, and moves to either end (components/admin/sortable-list.tsx). */
  handle: ReactNode;
  position: number;
  count: number;
  moveTo: (index: number) => void;
};

/** One slot: a live preview, a drop zone that is also a file button, and the size slider. */
export function SlotEditor({ slot, name, src, sizePercent, pendingFile, onFile, onSize, clientName, onName, hidden, onHidden, handle, position, count, moveTo }: Props) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const take = (file: File | undefined | null) => {
    const accepted = acceptImage(file);
    if (accepted) onFile(accepted);
  };
  return (
    <div className="rounded-xl border border-border bg-card p-4 text-card-foreground" data-testid={`logo-slot-${slot}`}>
      <div className="flex items-start gap-2">
        {handle}
        <h2 className="min-w-0 flex-1 font-semibold">{name}</h2>
      </div>
      <p className="text-xs text-muted-foreground">
        Slot {slot}
        {pendingFile ? " · new image, not saved yet" : ""}
      </p>
      <label htmlFor={`${id}-name`} className="mt-3 block text-sm font-medium">
        Client&apos;s name
      </label>
      <Input id={`${id}-name`} value={clientName} maxLength={60} onChange={(event) => onName(event.target.value)} />
      <div className="mt-3">
        <LogoPreview name={name} src={src} sizePercent={sizePercent} />
      </div>
      <label
        htmlFor={`${id}-file`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          take(event.dataTransfer.files[0]);
        }}
        data-testid={`drop-zone-${slot}`}
        className={`mt-3 flex min-h-16 cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed px-3 py-2 text-center text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring ${dragging ? "border-primary bg-primary/10" : "border-border hover:bg-muted"}`}
      >
        <span className="font-medium">Drop an image here or click to upload</span>
        <span className="text-xs text-muted-foreground">PNG, JPEG, WebP, AVIF or GIF, up to 5 MB</span>
        <input
          id={`${id}-file`}
          type="file"
          accept={IMAGE_TYPES}
          className="sr-only"
          aria-label={`Upload a logo for ${name}`}
          onChange={(event) => {
            take(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
      </label>
      <div className="mt-3">
        <div className="flex items-center justify-between text-sm">
          <label htmlFor={`${id}-size`} className="font-medium">
            Size
          </label>
          <output htmlFor={`${id}-size`}>{sizePercent}%</output>
        </div>
        <input
          id={`${id}-size`}
          type="range"
          min={MIN_LOGO_SIZE}
          max={MAX_LOGO_SIZE}
          step={5}
          value={sizePercent}
          aria-label={`Size of the ${name} logo`}
          aria-valuetext={`${sizePercent}%`}
          onChange={(event) => onSize(Number(event.target.value))}
          className="mt-1 w-full accent-primary"
        />
      </div>
      <label className="mt-3 flex min-h-11 cursor-pointer items-center gap-3 text-sm">
        <Checkbox checked={!hidden} onChange={(event) => onHidden(!event.target.checked)} />
        Show this slot on the site
      </label>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className="min-h-11 rounded-md border border-border px-3 text-sm disabled:opacity-50" disabled={position === 0} onClick={() => moveTo(0)}>
          Move to the start<span className="sr-only"> of the strip: {name}</span>
        </button>
        <button
          type="button"
          className="min-h-11 rounded-md border border-border px-3 text-sm disabled:opacity-50"
          disabled={position === count - 1}
          onClick={() => moveTo(count - 1)}
        >
          Move to the end<span className="sr-only"> of the strip: {name}</span>
        </button>
      </div>
    </div>
  );
}
