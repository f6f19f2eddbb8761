"use client";

import { useState } from "react";
import useSWR from "swr";
import { toast } from "sonner";
import { VersionHistory } from "@/components/admin/history/version-history";
import { SortableList } from "@/components/admin/sortable-list";
import { Button } from "@/components/ui/button";
import { InlineConfirm } from "@/components/ui/inline-confirm";
import { adminSwrOptions, getJson, type SaveOutcome, sendJson } from "@/lib/browser/fetch";
import type { ContentItemView, ListKind } from "@/lib/validation/content";
import { contentFields, itemTitle } from "./content-fields";
import { ItemForm } from "./item-form";
import { DemoBadge } from "./demo-badge";

type Props = { kind: ListKind; title: string; singular: string; canAdd: boolean; blank: Record<string, unknown> };
type Editing = number | "new" | null;

/** A list of the page content (testimonials, team, venues…): add, edit, hide or show, move, delete, history. */
export function ListEditor({ kind, title, singular, canAdd, blank }: Props) {
  const url = `/api/admin/content/${kind}`;
  const { data, error, mutate } = useSWR<{ items: ContentItemView[] }>(url, getJson, adminSwrOptions);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const items = data?.items ?? [];

  async function act<T>(call: Promise<SaveOutcome<T>>, done: string) {
    setBusy(true);
    const outcome = await call;
    setBusy(false);
    if (outcome.ok) {
      toast.success(done, { description: "The site shows it from the next page load." });
      await mutate();
    } else toast.error("Not Saved", { description: outcome.error });
    return outcome;
  }

  async function saveOrder(ids: number[]) {
    // The list shows the new order at once; the server's answer confirms it ("Order Saved").
    void mutate({ items: ids.map((id) => items.find((item) => item.id === id)!).filter(Boolean) }, { revalidate: false });
    await act(sendJson(`${url}/order`, "PUT", { ids }), "Order Saved");
  }
  const nameOf = (item: ContentItemView) => itemTitle(item.data as Record<string, unknown>);

  return (
    <section aria-labelledby={`content-${kind}-heading`} className="rounded-md border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`content-${kind}-heading`} className="scroll-mt-20 font-semibold">
          {title}
        </h3>
        {canAdd && editing !== "new" && (
          <Button variant="outline" className="min-h-11 px-3" onClick={() => setEditing("new")}>
            Add {singular.toLowerCase()}
          </Button>
        )}
      </div>
      {error && <p className="mt-2 text-sm text-danger">{title} could not be loaded.</p>}
      {editing === "new" && (
        <div className="mt-3 rounded-md bg-muted p-3">
          <ItemForm
            fields={contentFields[kind]}
            initial={blank}
            submitLabel={`Add ${singular.toLowerCase()}`}
            onCancel={() => setEditing(null)}
            onSubmit={async (body) => {
              const outcome = await act(sendJson(url, "POST", body), `${singular} Added`);
              if (outcome.ok) setEditing(null);
              return outcome;
            }}
          />
        </div>
      )}
      <SortableList items={items} label={title} className="mt-3 space-y-3" itemName={nameOf} disabled={busy} onReorder={(ids) => void saveOrder(ids)}>
        {({ item, index, handle, moveTo }) => {
          const name = nameOf(item);
          const last = items.length - 1;
          return (
            <div className="rounded-md border border-border p-3" data-content-item={name}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="flex min-w-0 items-center gap-2">
                  {handle}
                  <p className="font-medium break-words">
                    {name}
                    {item.isDemo && <DemoBadge />}
                    {item.hidden && <span className="ml-2 rounded bg-muted px-1.5 py-0.5 text-xs">Hidden</span>}
                  </p>
                </div>
                <div className="flex flex-wrap gap-1">
                  <Button variant="ghost" className="min-h-11 px-2" disabled={busy || index === 0} onClick={() => moveTo(0)} aria-label={`Move ${name} to the top`}>
                    ⤒
                  </Button>
                  <Button variant="ghost" className="min-h-11 px-2" disabled={busy || index === 0} onClick={() => moveTo(index - 1)} aria-label={`Move ${name} up`}>
                    ↑
                  </Button>
                  <Button variant="ghost" className="min-h-11 px-2" disabled={busy || index === last} onClick={() => moveTo(index + 1)} aria-label={`Move ${name} down`}>
                    ↓
                  </Button>
                  <Button variant="ghost" className="min-h-11 px-2" disabled={busy || index === last} onClick={() => moveTo(last)} aria-label={`Move ${name} to the bottom`}>
                    ⤓
                  </Button>
                  <Button
                    variant="outline"
                    className="min-h-11 px-3"
                    disabled={busy}
                    onClick={() => setEditing(editing === item.id ? null : item.id)}
                    aria-expanded={editing === item.id}
                  >
                    Edit<span className="sr-only"> {name}</span>
                  </Button>
                  <Button
                    variant="outline"
                    className="min-h-11 px-3"
                    disabled={busy}
                    onClick={() => void act(sendJson(`${url}/${item.id}`, "PATCH", { hidden: !item.hidden }), item.hidden ? `${singular} Shown` : `${singular} Hidden`)}
                  >
                    {item.hidden ? "Show" : "Hide"}
                    <span className="sr-only"> {name}</span>
                  </Button>
                  {canAdd && (
                    <Button variant="ghost" className="min-h-11 px-3 text-danger" disabled={busy} onClick={() => setDeleting(item.id)}>
                      Delete<span className="sr-only"> {name}</span>
                    </Button>
                  )}
                </div>
              </div>
              {deleting === item.id && (
                <InlineConfirm
                  className="mt-2"
                  confirmLabel="Delete"
                  busyLabel="Deleting..."
                  busy={busy}
                  onCancel={() => setDeleting(null)}
                  onConfirm={async () => {
                    const outcome = await act(sendJson(`${url}/${item.id}`, "DELETE"), `${singular} Deleted`);
                    if (outcome.ok) setDeleting(null);
                  }}
                >
                  Delete {name}? Its history keeps it: it can be restored.
                </InlineConfirm>
              )}
              {editing === item.id && (
                <div className="mt-3">
                  <ItemForm
                    fields={contentFields[kind]}
                    initial={item.data as Record<string, unknown>}
                    submitLabel="Save"
                    onCancel={() => setEditing(null)}
                    onSubmit={async (body) => {
                      const outcome = await act(sendJson(`${url}/${item.id}`, "PATCH", body), `${singular} Saved`);
                      if (outcome.ok) setEditing(null);
                      return outcome;
                    }}
                  />
                </div>
              )}
              <VersionHistory
                item={`content:${kind}:${item.id}`}
                label={name}
                describe={(value) => itemTitle(((value as { data?: Record<string, unknown> }).data ?? {}) as Record<string, unknown>)}
                onRestored={() => void mutate()}
              />
            </div>
          );
        }}
      </SortableList>
    </section>
  );
}
