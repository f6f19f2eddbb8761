"use client";

/* eslint-disable @next/next/no-img-element -- YouTube's thumbnail, shown small to the admin only */
import { Picture } from "@/components/ui/picture";
import type { ReactNode, Ref } from "react";
import { Button } from "@/components/ui/button";
import { InlineConfirm } from "@/components/ui/inline-confirm";
import { ItemEditor, type ItemEdit } from "./item-editor";

/** A photo or a video as the list shows it. */
export type ListItem = {
  id: number;
  title: string;
  category: string;
  isDemo: boolean;
  /** A photo marked for the press kit. */
  forPress?: boolean;
  thumbnail: { src: string; width: number; height: number; optimize: boolean };
  edit: ItemEdit;
};

export type RowMode = "view" | "edit" | "delete";
export type MoveTarget = "top" | "up" | "down" | "bottom";

type Props = {
  item: ListItem;
  kind: "photo" | "video";
  position: number;
  count: number;
  mode: RowMode;
  busy: boolean;
  categories: readonly string[];
  /** The drag handle (components/admin/sortable-list.tsx). */
  handle: ReactNode;
  moveRef: (target: MoveTarget) => Ref<HTMLButtonElement>;
  onMove: (target: MoveTarget) => void;
  onMode: (mode: RowMode) => void;
  onSave: (edit: ItemEdit) => void;
  onDelete: () => void;
};

const moveLabels: Record<MoveTarget, string> = { top: "Move to top", up: "Move up", down: "Move down", bottom: "Move to bottom" };
const moveNames: Record<MoveTarget, (title: string) => string> = {
  top: (title) => `Move ${title} to the top`,
  up: (title) => `Move ${title} up`,
  down: (title) => `Move ${title} down`,
  bottom: (title) => `Move ${title} to the bottom`,
};

const smallButton = "min-h-11 px-3";

/** One row: thumbnail, title, category, the "Sample" mark, and its move, edit and delete buttons. */
export function ItemRow({ item, kind, position, count, mode, busy, categories, handle, moveRef, onMove, onMode, onSave, onDelete }: Props) {
  const { thumbnail } = item;
  const atTop = position === 1;
  const atBottom = position === count;
  return (
    <div data-testid={`gallery-${kind}-row`} className="rounded-lg border border-border bg-background p-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          {mode === "view" && handle}
          {thumbnail.optimize ? (
            <Picture src={thumbnail.src} alt="" width={thumbnail.width} height={thumbnail.height} sizes="96px" className="h-16 w-24 shrink-0 rounded-md bg-muted object-cover" />
          ) : (
            <img src={thumbnail.src} alt="" loading="lazy" className="h-16 w-24 shrink-0 rounded-md bg-muted object-cover" />
          )}
          <div className="min-w-0">
            <p className="font-medium break-words">
              <span className="sr-only">{position}. </span>
              <span data-testid="gallery-item-title">{item.title}</span>
            </p>
            <p className="text-sm text-muted-foreground">
              {item.category}
              {item.isDemo && <span className="ml-2 inline-block rounded-full border border-border bg-muted px-2 text-xs font-semibold text-foreground">Sample</span>}
              {item.forPress && <span className="ml-2 inline-block rounded-full border border-border bg-muted px-2 text-xs font-semibold text-foreground">For press</span>}
            </p>
          </div>
        </div>
        {mode === "view" && (
          <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0">
            {(["top", "up", "down", "bottom"] as const).map((target) => (
              <Button
                key={target}
                ref={moveRef(target)}
                variant="outline"
                className={smallButton}
                disabled={busy || (target === "top" || target === "up" ? atTop : atBottom)}
                onClick={() => onMove(target)}
                aria-label={moveNames[target](item.title)}
              >
                {moveLabels[target]}
              </Button>
            ))}
            <Button variant="outline" className={smallButton} disabled={busy} onClick={() => onMode("edit")} aria-label={`Edit ${item.title}`}>
              Edit
            </Button>
            <Button variant="outline" className={smallButton} disabled={busy} onClick={() => onMode("delete")} aria-label={`Delete ${item.title}`}>
              Delete
            </Button>
          </div>
        )}
      </div>
      {mode === "edit" && <ItemEditor initial={item.edit} categories={categories} saving={busy} onSave={onSave} onCancel={() => onMode("view")} />}
      {mode === "delete" && (
        <InlineConfirm
          className="mt-3"
          confirmLabel="Yes, delete"
          busyLabel="Deleting…"
          busy={busy}
          onConfirm={onDelete}
          onCancel={() => onMode("view")}
          confirmAriaLabel={`Yes, delete ${item.title}`}
          cancelAriaLabel={`Cancel deleting ${item.title}`}
        >
          Delete &ldquo;{item.title}&rdquo;? {kind === "photo" ? "The photo and its files are removed for good." : "The video leaves the gallery (it stays on YouTube)."}
        </InlineConfirm>
      )}
    </div>
  );
}
