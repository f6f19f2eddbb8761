"use client";

/* eslint-disable @next/next/no-img-element -- a local preview (blob: URL) of a file not yet uploaded */
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { CategoryField } from "./category-field";
import type { PhotoFields } from "./api";
import type { PendingPhoto } from "./use-photo-uploads";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

const sizeText = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

export const ALT_HINT =
  "Describe what the photo shows for someone who cannot see it: who, doing what, where (e.g. “Guests in gold aso-ebi dancing in front of the band”). Not the file name, not “photo of”.";

/** One picked photo: preview, title, category and alt text (all required), its progress or its error. */
export function PhotoUploadRow({
  item,
  categories,
  locked,
  onChange,
  onRemove,
}: {
  item: PendingPhoto;
  categories: readonly string[];
  locked: boolean;
  onChange: (fields: PhotoFields) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const name = item.file.name;
  const disabled = locked || item.status === "uploading" || item.status === "done";
  const set = (change: Partial<PhotoFields>) => onChange({ ...item.fields, ...change });
  return (
    <li className="rounded-lg border border-border bg-background p-4" aria-label={name}>
      <div className="flex items-start gap-3">
        <img src={item.preview} alt="" className="h-16 w-16 shrink-0 rounded-md bg-muted object-cover" />
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words">{name}</p>
          <p className="text-sm text-muted-foreground">{sizeText(item.file.size)}</p>
        </div>
        {!disabled && (
          <Button variant="ghost" className="min-h-11 shrink-0 px-3" onClick={onRemove} aria-label={`Remove ${name}`}>
            Remove
          </Button>
        )}
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <div className="min-w-0">
          <label htmlFor={`${id}-title`} className="block text-sm font-medium">
            Title
          </label>
          <Input id={`${id}-title`} value={item.fields.title} maxLength={120} required disabled={disabled} onChange={(event) => set({ title: event.target.value })} />
        </div>
        <CategoryField label="Category" value={item.fields.category} categories={categories} disabled={disabled} onChange={(category) => set({ category })} />
        <div className="min-w-0 sm:col-span-2">
          <label htmlFor={`${id}-alt`} className="block text-sm font-medium">
            Alt text (required)
          </label>
          <p id={`${id}-alt-hint`} className="text-sm text-muted-foreground">
            {ALT_HINT}
          </p>
          <Textarea
            id={`${id}-alt`}
            value={item.fields.alt}
            maxLength={300}
            rows={2}
            required
            disabled={disabled}
            aria-describedby={`${id}-alt-hint`}
            onChange={(event) => set({ alt: event.target.value })}
          />
        </div>
      </div>
      <div className="mt-3 space-y-2">
        {item.status === "uploading" && (
          <div
            role="progressbar"
            aria-label={`Upload progress for ${name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={item.progress}
            className="h-2 w-full overflow-hidden rounded-full bg-muted ring-1 ring-border ring-inset"
          >
            <div className="h-full rounded-full bg-primary transition-[width] duration-200" style={{ width: `${item.progress}%` }} />
          </div>
        )}
        <Status item={item} />
      </div>
    </li>
  );
}

function Status({ item }: { item: PendingPhoto }) {
  switch (item.status) {
    case "ready":
      return <p className="text-sm text-muted-foreground">Ready to upload</p>;
    case "uploading":
      return <p className="text-sm">Uploading… {item.progress}%</p>;
    case "done":
      return <p className="text-sm font-semibold text-accent">Uploaded</p>;
    case "failed":
      return (
        <p className="text-sm text-danger" role="alert">
          <span className="font-semibold">Not uploaded:</span> {item.error}
        </p>
      );
  }
}
