"use client";

import { useEffect, useRef, useState } from "react";
import { SortableList } from "@/components/admin/sortable-list";
import type { ItemEdit } from "./item-editor";
import { ItemRow, type ListItem, type MoveTarget, type RowMode } from "./item-row";

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

type Refocus = { id: number; target: MoveTarget };

/** The photos or the videos in display order: drag a row by its handle (mouse, finger or keyboard), or use its move buttons. */
export function ItemList({ kind, label, items, categories, busyId, onReorder, onSave, onDelete }: Props) {
  const [row, setRow] = useState<{ id: number; mode: RowMode } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [refocus, setRefocus] = useState<Refocus | null>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());

  // After a move the row's button keeps focus, or, once the row reached an end, the first one still enabled.
  useEffect(() => {
    if (!refocus) return;
    const wanted = moveButtons.current.get(`${refocus.id}:${refocus.target}`);
    const enabled = [...moveButtons.current.entries()].find(([key, button]) => key.startsWith(`${refocus.id}:`) && !button.disabled)?.[1];
    (wanted && !wanted.disabled ? wanted : enabled)?.focus();
  }, [refocus, items]);

  const buttonRef = (id: number, target: MoveTarget) => (button: HTMLButtonElement | null) => {
    if (button) moveButtons.current.set(`${id}:${target}`, button);
    else moveButtons.current.delete(`${id}:${target}`);
  };

  if (items.length === 0) return <p className="text-sm text-muted-foreground">No {kind}s yet.</p>;

  return (
    <>
      <SortableList
        items={items}
        label={label}
        className="space-y-3"
        itemName={(item) => item.title}
        onReorder={(ids, { item, to }) => {
          onReorder(ids);
          setAnnouncement(`${item.title} moved to position ${to + 1} of ${items.length}`);
        }}
      >
        {({ item, index, handle, moveTo }) => (
          <ItemRow
            item={item}
            kind={kind}
            position={index + 1}
            count={items.length}
            mode={row?.id === item.id ? row.mode : "view"}
            busy={busyId === item.id}
            categories={categories}
            handle={handle}
            moveRef={(target) => buttonRef(item.id, target)}
            onMove={(target) => {
              const to = target === "top" ? 0 : target === "bottom" ? items.length - 1 : index + (target === "up" ? -1 : 1);
              moveTo(to);
              setRefocus({ id: item.id, target });
            }}
            onMode={(mode) => setRow(mode === "view" ? null : { id: item.id, mode })}
            onSave={(edit) => void onSave(item.id, edit).then((saved) => saved && setRow(null))}
            onDelete={() => void onDelete(item.id).then((deleted) => deleted && setRow(null))}
          />
        )}
      </SortableList>
      <p aria-live="assertive" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
