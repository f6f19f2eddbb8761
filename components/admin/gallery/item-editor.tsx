"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { CategoryField } from "./category-field";
import { ALT_HINT } from "./photo-upload-row";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

/** The editable text of a photo (title, alt, category, its press mark) or a video (title, description, category). */
export type ItemEdit = { title: string; category: string; alt?: string; description?: string; forPress?: boolean };

type Props = {
  initial: ItemEdit;
  categories: readonly string[];
  saving: boolean;
  onSave: (edit: ItemEdit) => void;
  onCancel: () => void;
};

export function ItemEditor({ initial, categories, saving, onSave, onCancel }: Props) {
  const id = useId();
  const [edit, setEdit] = useState(initial);
  const [error, setError] = useState("");
  const isPhoto = initial.alt !== undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed: ItemEdit = { ...edit, title: edit.title.trim(), category: edit.category.trim() };
    if (isPhoto) trimmed.alt = (edit.alt ?? "").trim();
    if (!isPhoto) trimmed.description = (edit.description ?? "").trim();
    if (!trimmed.title || !trimmed.category || (isPhoto && !trimmed.alt)) {
      setError(isPhoto ? "Title, category and alt text are all needed." : "Title and category are needed.");
      return;
    }
    setError("");
    onSave(trimmed);
  }

  return (
    <form onSubmit={submit} noValidate className="mt-3 grid gap-3 sm:grid-cols-2" onKeyDown={(event) => event.key === "Escape" && !saving && onCancel()}>
      <div className="min-w-0">
        <label htmlFor={`${id}-title`} className="block text-sm font-medium">
          Title
        </label>
        <Input id={`${id}-title`} autoFocus value={edit.title} maxLength={120} onChange={(event) => setEdit({ ...edit, title: event.target.value })} />
      </div>
      <CategoryField label="Category" value={edit.category} categories={categories} onChange={(category) => setEdit({ ...edit, category })} />
      {isPhoto ? (
        <div className="min-w-0 sm:col-span-2">
          <label htmlFor={`${id}-alt`} className="block text-sm font-medium">
            Alt text (required)
          </label>
          <p id={`${id}-alt-hint`} className="text-sm text-muted-foreground">
            {ALT_HINT}
          </p>
          <Textarea
            id={`${id}-alt`}
            aria-describedby={`${id}-alt-hint`}
            value={edit.alt}
            maxLength={300}
            rows={2}
            onChange={(event) => setEdit({ ...edit, alt: event.target.value })}
          />
          <label className="mt-3 flex min-h-11 items-start gap-2 text-sm">
            <Checkbox checked={edit.forPress ?? false} onChange={(event) => setEdit({ ...edit, forPress: event.target.checked })} className="mt-0.5" />
            <span>
              <span className="font-medium">For press</span>
              <span className="block text-muted-foreground">Shown in the press kit (/press) and in its photos download, at full size.</span>
            </span>
          </label>
        </div>
      ) : (
        <div className="min-w-0 sm:col-span-2">
          <label htmlFor={`${id}-description`} className="block text-sm font-medium">
            Description
          </label>
          <Textarea id={`${id}-description`} value={edit.description} maxLength={1000} rows={2} onChange={(event) => setEdit({ ...edit, description: event.target.value })} />
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-danger sm:col-span-2">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={saving}>
          {saving ? "Saving…" : "Save"}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
