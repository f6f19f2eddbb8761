"use client";

import { closestCenter, DndContext, KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from "@dnd-kit/core";
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { CSSProperties, ReactNode } from "react";

// One way to reorder a list in the panel (issue #44): dnd-kit, the maintained library for sortable
// lists that works with a mouse, a finger (press and hold the handle) and the keyboard (Space on
// the handle, arrows, Space), announcing each move to screen readers; the rows add Move to top /
// Move to bottom with `moveTo`. Used by the gallery, the Content lists and the client logo slots.

type Id = number | string;

type SortableRow<T> = {
  item: T;
  index: number;
  /** The drag handle: a button to place in the row. */
  handle: ReactNode;
  /** Moves this row to a position (0 = the top); the list saves the new order. */
  moveTo: (index: number) => void;
};

type Props<T extends { id: Id }> = {
  items: readonly T[];
  /** What the list is called, for the handles' and the announcements' words: "photos". */
  itemName: (item: T) => string;
  /** The new order of the ids: the caller shows it at once and saves it. */
  onReorder: (ids: T["id"][], moved: { item: T; to: number }) => void;
  children: (row: SortableRow<T>) => ReactNode;
  /** The list element's own props: its accessible name and class. */
  label: string;
  className?: string;
  disabled?: boolean;
  /** Laid out as a grid (the logo slots) rather than a column. */
  grid?: boolean;
};

function SortableItem<T extends { id: Id }>({
  item,
  index,
  name,
  disabled,
  render,
}: {
  item: T;
  index: number;
  name: string;
  disabled?: boolean;
  render: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id, disabled });
  const style: CSSProperties = { transform: CSS.Transform.toString(transform), transition, position: "relative", zIndex: isDragging ? 10 : undefined };
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Drag ${name} to reorder (position ${index + 1})`}
      aria-roledescription="drag handle"
      className="inline-flex min-h-11 min-w-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-md border border-border text-xl text-muted-foreground select-none active:cursor-grabbing disabled:opacity-50"
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <li ref={setNodeRef} style={style} className={isDragging ? "opacity-80 shadow-lg" : undefined}>
      {render(handle)}
    </li>
  );
}

export function SortableList<T extends { id: Id }>({ items, itemName, onReorder, children, label, className, disabled, grid }: Props<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // A finger scrolls the page unless it holds the handle a moment first.
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const nameOf = (id: Id | undefined) => {
    const item = items.find((entry) => entry.id === id);
    return item ? itemName(item) : "the item";
  };
  const positionOf = (id: Id | undefined) => ids.indexOf(id as T["id"]) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(active.id)}, position ${positionOf(active.id)} of ${items.length}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over position ${positionOf(over.id)} of ${items.length}.` : `${nameOf(active.id)} is no longer over the list.`,
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)} of ${items.length}.` : `${nameOf(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  function moveTo(from: number, to: number) {
    const item = items[from];
    if (!item || to < 0 || to >= items.length || from === to) return;
    onReorder(arrayMove([...ids], from, to), { item, to });
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    moveTo(ids.indexOf(active.id as T["id"]), ids.indexOf(over.id as T["id"]));
  }

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
      <SortableContext items={ids} strategy={grid ? rectSortingStrategy : verticalListSortingStrategy} disabled={disabled}>
        <ol aria-label={label} className={className}>
          {items.map((item, index) => (
            <SortableItem
              key={item.id}
              item={item}
              index={index}
              name={itemName(item)}
              disabled={disabled}
              render={(handle) => children({ item, index, handle, moveTo: (to) => moveTo(index, to) })}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
