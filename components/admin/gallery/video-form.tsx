"use client";

import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { CategoryField } from "./category-field";
import { HttpError, postJson } from "@/lib/browser/fetch";
import { messageOf, type AdminVideo } from "./api";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

type VideoDraft = { url: string; title: string; description: string; category: string };
type FieldErrors = Partial<Record<keyof VideoDraft, string>>;

const empty: VideoDraft = { url: "", title: "", description: "", category: "" };

/** Paste a YouTube link with its title, description and category; the server's field errors show beside the fields. */
export function VideoForm({ categories, onAdded }: { categories: readonly string[]; onAdded: (video: AdminVideo) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<VideoDraft>) => setDraft((current) => ({ ...current, ...change }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing: FieldErrors = {};
    if (!draft.url.trim()) missing.url = "Paste the video's YouTube link.";
    if (!draft.title.trim()) missing.title = "Give the video a title.";
    if (!draft.category.trim()) missing.category = "Choose a category.";
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setSaving(true);
    try {
      const body = { url: draft.url.trim(), title: draft.title.trim(), description: draft.description.trim(), category: draft.category.trim() };
      const { video } = await postJson<{ video: AdminVideo }>("/api/admin/gallery/videos", body);
      onAdded(video);
      setDraft(empty);
      toast.success("Video added", { description: `“${video.title}” shows on /gallery on its next load.` });
    } catch (failure) {
      if (failure instanceof HttpError && Object.keys(failure.fields).length > 0) setErrors(failure.fields);
      else toast.error("Video not added", { description: messageOf(failure, "The video could not be saved") });
    } finally {
      setSaving(false);
    }
  }

  const described = (field: keyof VideoDraft) => (errors[field] ? { "aria-invalid": true, "aria-describedby": `${id}-${field}-error` } : {});
  const errorText = (field: keyof VideoDraft) =>
    errors[field] && (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm text-danger">
        {errors[field]}
      </p>
    );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-heading`} className="space-y-4">
      <div>
        <h3 id={`${id}-heading`} className="text-lg font-semibold">
          Add a video
        </h3>
        <p className="text-sm text-muted-foreground">Paste a YouTube link in any form (youtube.com/watch, youtu.be, shorts or embed). The thumbnail is YouTube&rsquo;s own.</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="min-w-0 sm:col-span-2">
          <label htmlFor={`${id}-url`} className="block text-sm font-medium">
            YouTube link
          </label>
          <Input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            value={draft.url}
            placeholder="https://youtu.be/…"
            onChange={(event) => set({ url: event.target.value })}
            {...described("url")}
          />
          {errorText("url")}
        </div>
        <div className="min-w-0">
          <label htmlFor={`${id}-title`} className="block text-sm font-medium">
            Video title
          </label>
          <Input id={`${id}-title`} value={draft.title} maxLength={120} onChange={(event) => set({ title: event.target.value })} {...described("title")} />
          {errorText("title")}
        </div>
        <CategoryField label="Video category" value={draft.category} categories={categories} error={errors.category} onChange={(category) => set({ category })} />
        <div className="min-w-0 sm:col-span-2">
          <label htmlFor={`${id}-description`} className="block text-sm font-medium">
            Description <span className="font-normal text-muted-foreground">(optional)</span>
          </label>
          <Textarea
            id={`${id}-description`}
            value={draft.description}
            maxLength={1000}
            rows={2}
            onChange={(event) => set({ description: event.target.value })}
            {...described("description")}
          />
          {errorText("description")}
        </div>
      </div>
      <Button type="submit" disabled={saving}>
        {saving ? "Adding…" : "Add video"}
      </Button>
    </form>
  );
}
