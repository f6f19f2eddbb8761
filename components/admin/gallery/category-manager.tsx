"use client";

import { useState, type FormEvent } from "react";
import useSWR from "swr";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Disclosure } from "@/components/ui/disclosure";
import { TextField } from "@/components/ui/text-field";
import { adminSwrOptions, getJson, sendJson } from "@/lib/browser/fetch";
import { categoryHoldings } from "@/lib/common/gallery-holdings";

type Category = { name: string; photos: number; videos: number };
type Answer = { categories: Category[]; moved?: number };
const URL_PATH = "/api/admin/gallery/categories";

/** The Gallery tab's categories: add one, rename one (its photos and videos move with it), remove an empty one. */
export function CategoryManager({ onChanged }: { onChanged: () => void }) {
  const { data, error, mutate } = useSWR<Answer>(URL_PATH, getJson, adminSwrOptions);
  const [added, setAdded] = useState("");
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function act(method: "POST" | "PATCH" | "DELETE", body: unknown, success: (answer: Answer) => string): Promise<boolean> {
    setBusy(true);
    const outcome = await sendJson<Answer>(URL_PATH, method, body);
    setBusy(false);
    if (!outcome.ok) {
      toast.error("Not changed", { description: outcome.error });
      return false;
    }
    await mutate(outcome.data, { revalidate: false });
    onChanged();
    toast.success("Categories saved", { description: success(outcome.data) });
    return true;
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    if (!added.trim()) return setProblem("Name the category");
    setProblem(undefined);
    if (await act("POST", { name: added }, () => `“${added.trim()}” is offered for photos and videos.`)) setAdded("");
  }

  return (
    <Disclosure summary="Categories">
      <div className="space-y-4 border-t border-border p-3 text-sm">
        {error && <p className="text-danger">The categories could not be loaded.</p>}
        {/* Said on screen, not in a tooltip: a phone has no hover to show why Remove is greyed out. */}
        <p className="text-muted-foreground">A category can be removed once no photo or video is in it: move them to another category first.</p>
        {data && (
          <ul aria-label="Gallery categories" className="divide-y divide-border rounded-md border border-border">
            {data.categories.map((category) => (
              <CategoryRow key={category.name} category={category} busy={busy} act={act} />
            ))}
          </ul>
        )}
        <form onSubmit={add} noValidate className="flex flex-wrap items-end gap-2">
          <div className="min-w-56 flex-1">
            <TextField
              id="gallery-category-new"
              label="New category"
              problem={problem}
              input={{ value: added, maxLength: 40, onChange: (event) => setAdded(event.target.value) }}
            />
          </div>
          <Button type="submit" variant="outline" disabled={busy}>
            Add category
          </Button>
        </form>
      </div>
    </Disclosure>
  );
}

function CategoryRow({
  category,
  busy,
  act,
}: {
  category: Category;
  busy: boolean;
  act: (method: "PATCH" | "DELETE", body: unknown, success: (answer: Answer) => string) => Promise<boolean>;
}) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(category.name);
  const inUse = category.photos + category.videos > 0;
  const id = `gallery-category-${category.name.replace(/[^a-z0-9]+/gi, "-")}`;

  async function rename(event: FormEvent) {
    event.preventDefault();
    const renamed = await act(
      "PATCH",
      { from: category.name, to: name },
      (answer) => `“${category.name}” is now “${name.trim()}”${answer.moved ? ` (${answer.moved} moved)` : ""}.`,
    );
    if (renamed) setRenaming(false);
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-2">
      {renaming ? (
        <form onSubmit={rename} noValidate className="flex flex-1 flex-wrap items-end gap-2">
          <div className="min-w-48 flex-1">
            <TextField id={id} label={`New name for “${category.name}”`} input={{ value: name, maxLength: 40, onChange: (event) => setName(event.target.value) }} />
          </div>
          <Button type="submit" disabled={busy}>
            Save name
          </Button>
          <Button variant="ghost" onClick={() => setRenaming(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <>
          <span>
            <strong>{category.name}</strong> <span className="text-muted-foreground">({categoryHoldings(category) || "empty"})</span>
          </span>
          <span className="flex gap-2">
            <Button variant="outline" className="px-3" onClick={() => setRenaming(true)} aria-label={`Rename ${category.name}`}>
              Rename
            </Button>
            <Button
              variant="outline"
              className="px-3"
              disabled={busy || inUse}
              onClick={() => void act("DELETE", { name: category.name }, () => `“${category.name}” is no longer offered.`)}
              aria-label={inUse ? `Remove ${category.name} (move its photos and videos first)` : `Remove ${category.name}`}
            >
              Remove
            </Button>
          </span>
        </>
      )}
    </li>
  );
}
