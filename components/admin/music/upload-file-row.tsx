"use client";

import { formatBytes, formatDuration, type TrackDraft } from "@/lib/browser/music-file-selection";
import { Button } from "@/components/ui/button";
import { UploadProgress } from "./upload-progress";
import type { SelectedFile } from "./upload-types";
import { Input } from "@/components/ui/input";

/** A picked file: editable title, album and genre, its status and progress bar. */
export function UploadFileRow({
  item,
  locked,
  onEdit,
  onRemove,
}: {
  item: SelectedFile;
  locked: boolean;
  onEdit: (field: keyof TrackDraft, value: string) => void;
  onRemove: () => void;
}) {
  const name = item.file.name;
  const fields: { key: keyof TrackDraft; label: string }[] = [
    { key: "title", label: "Title" },
    { key: "album", label: "Album" },
    { key: "genre", label: "Genre" },
  ];
  return (
    <li className="rounded-lg border border-border bg-background p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words">{name}</p>
          <p className="text-sm text-muted-foreground">
            {formatBytes(item.file.size)}
            {item.duration !== null && ` · ${formatDuration(item.duration)}`}
          </p>
        </div>
        {!locked && item.status !== "done" && (
          <Button variant="ghost" className="min-h-11 shrink-0 px-3" onClick={onRemove} aria-label={`Remove ${name}`}>
            Remove
          </Button>
        )}
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {fields.map((field) => (
          <label key={field.key} className="block min-w-0 text-sm font-medium">
            <span aria-hidden="true">{field.label}</span>
            <Input
              aria-label={`${field.label} for ${name}`}
              value={item.draft[field.key]}
              onChange={(event) => onEdit(field.key, event.target.value)}
              maxLength={field.key === "genre" ? 100 : 200}
              required={field.key === "title"}
              aria-invalid={field.key === "title" && !item.draft.title.trim() ? true : undefined}
              disabled={locked || item.status === "done"}
            />
          </label>
        ))}
      </div>
      <div className="mt-3 space-y-2">
        <UploadProgress value={item.progress} label={`Upload progress for ${name}`} />
        <StatusText item={item} />
      </div>
    </li>
  );
}

function StatusText({ item }: { item: SelectedFile }) {
  switch (item.status) {
    case "calculating":
      return <p className="text-sm text-muted-foreground">Calculating duration...</p>;
    case "ready":
      return <p className="text-sm text-muted-foreground">{item.draft.title.trim() ? "Ready to upload" : "Ready to upload (add a title first)"}</p>;
    case "starting":
      return <p className="text-sm">Starting upload...</p>;
    case "uploading":
      return <p className="text-sm">Uploading... {item.progress}%</p>;
    case "done":
      return (
        <p className="text-sm font-semibold text-accent">
          <span aria-hidden="true">✓</span> Upload complete!
        </p>
      );
    case "failed":
      return (
        <p className="text-sm text-danger">
          <span className="font-semibold">Upload failed</span>
          {item.error ? `: ${item.error}` : ""}
        </p>
      );
  }
}
