"use client";

import { useEffect, useRef, useState } from "react";
import type { ItemEdit } from "./item-editor";
import { ItemRow, type ListItem, type RowMode } from "./item-row";

type Props = {
  kind: "photo" | "video";
  label: string;
  items: ListItem[];
  categories: readonly string[];
  busyId: number | null;
  /** The new order of the ids; the list shows it at once and the caller saves it. */
  onReorder: (ids: number[]) => void;
  onSave: (id: number, edit: ItemEdit) => Promise<boolean>;
  onDelete: (id: number) => Promise<boolean>;
};

type Refocus = { id: number; step: -1 | 1 };

function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** The photos or the videos in display order: drag a row, or use its Move up / Move down buttons. */
export function ItemList({ kind, label, items, categories, busyId, onReorder, onSave, onDelete }: Props) {
  const [row, setRow] = useState<{ id: number; mode: RowMode } | null>(null);
  const [draggedId, setDraggedId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [refocus, setRefocus] = useState<Refocus | null>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());

  // After a move the row's button keeps focus (or its twin, once the row reached an end).
  useEffect(() => {
    if (!refocus) return;
    const wanted = moveButtons.current.get(`${refocus.id}:${refocus.step}`);
    const other = moveButtons.current.get(`${refocus.id}:${-refocus.step}`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [refocus, items]);

  function move(from: number, to: number, viaKeyboard: boolean) {
    const item = items[from];
    if (!item || to < 0 || to >= items.length || from === to) return;
    onReorder(moveItem(items, from, to).map((entry) => entry.id));
    setAnnouncement(`${item.title} moved to position ${to + 1} of ${items.length}`);
    if (viaKeyboard) setRefocus({ id: item.id, step: to < from ? -1 : 1 });
  }

  const buttonRef = (id: number, step: -1 | 1) => (button: HTMLButtonElement | null) => {
    if (button) moveButtons.current.set(`${id}:${step}`, button);
    else moveButtons.current.delete(`${id}:${step}`);
  };

  if (items.length === 0) return <p className="text-sm text-muted-foreground">No {kind}s yet.</p>;

  return (
    <>
      <ol aria-label={label} className="space-y-3">
        {items.map((item, index) => (
          <ItemRow
            key={item.id}
            item={item}
            kind={kind}
            position={index + 1}
            count={items.length}
            mode={row?.id === item.id ? row.mode : "view"}
            busy={busyId === item.id}
            categories={categories}
            dragged={draggedId === item.id}
            moveUpRef={buttonRef(item.id, -1)}
            moveDownRef={buttonRef(item.id, 1)}
            onMove={(step) => move(index, index + step, true)}
            onMode={(mode) => setRow(mode === "view" ? null : { id: item.id, mode })}
            onSave={(edit) => void onSave(item.id, edit).then((saved) => saved && setRow(null))}
            onDelete={() => void onDelete(item.id).then((deleted) => deleted && setRow(null))}
            drag={{
              onDragStart: (event) => {
                event.dataTransfer.effectAllowed = "move";
                event.dataTransfer.setData("text/plain", String(item.id));
                setDraggedId(item.id);
              },
              onDragOver: (event) => {
                if (draggedId === null) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = "move";
              },
              onDrop: (event) => {
                event.preventDefault();
                const from = items.findIndex((entry) => entry.id === draggedId);
                setDraggedId(null);
                if (from >= 0) move(from, index, false);
              },
              onDragEnd: () => setDraggedId(null),
            }}
          />
        ))}
      </ol>
      <p aria-live="assertive" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
