"use client";

import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { HttpError, postForm } from "@/lib/browser/fetch";

/**
 * A picture of the page content: a preview of the current one, and Upload, which sends the file
 * to the media library (POST /api/admin/media: checked, re-encoded, metadata removed) and keeps
 * its address.
 */
export function ImageField({
  id,
  label,
  value,
  optional,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  optional?: boolean;
  error?: string;
  onChange: (url: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  async function upload(file: File) {
    setBusy(true);
    try {
      const body = new FormData();
      body.append("file", file);
      const { image } = await postForm<{ image: { url: string } }>("/api/admin/media", body);
      onChange(image.url);
      toast.success("Picture Uploaded", { description: "Save to show it on the site." });
    } catch (failure) {
      toast.error("Not Uploaded", { description: failure instanceof HttpError ? failure.message : "The picture could not be stored." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        {value ? (
          // eslint-disable-next-line @next/next/no-img-element -- a preview in the panel of a picture the site serves itself
          <img src={value} alt="" className="size-20 rounded-md border border-border object-cover" />
        ) : (
          <span className="flex size-20 items-center justify-center rounded-md border border-dashed border-border text-xs text-muted-foreground">No picture</span>
        )}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
            event.target.value = "";
          }}
          className="max-w-full min-w-0 text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-border file:bg-card file:px-3"
        />
        {busy && <span role="status">Uploading…</span>}
        {optional && value && (
          <Button variant="ghost" className="min-h-11 px-3" onClick={() => onChange("")}>
            Remove picture
          </Button>
        )}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
