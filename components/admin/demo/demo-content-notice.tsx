"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import useSWR from "swr";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { adminSwrOptions, getJson, postJson } from "@/lib/browser/fetch";
import type { DemoContentCounts } from "@/lib/setup/demo-removal";

type Counts = DemoContentCounts & { onPublicSite: boolean; blockedBy: string | null };

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** On the Overview: says when demo content is stored or showing, and removes all of it after a confirmation. */
export function DemoContentNotice() {
  const { data, mutate } = useSWR<Counts>("/api/admin/demo-content", getJson, adminSwrOptions);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!data || data.reviews + data.tracks + data.contacts + data.galleryPhotos + data.galleryVideos === 0) return null;

  const parts = [
    data.reviews && plural(data.reviews, "review"),
    data.tracks && plural(data.tracks, "track"),
    data.galleryPhotos && plural(data.galleryPhotos, "gallery photo"),
    data.galleryVideos && plural(data.galleryVideos, "gallery video"),
    data.contacts && `${data.contacts} sample ${data.contacts === 1 ? "enquiry" : "enquiries"}`,
  ]
    .filter(Boolean)
    .join(", ");

  async function remove() {
    setBusy(true);
    try {
      const { removed } = await postJson<{ removed: DemoContentCounts }>("/api/admin/demo-content", undefined, "DELETE");
      toast.success("Demo Content Removed", {
        description: `Removed ${removed.reviews} reviews, ${removed.tracks} tracks, ${removed.galleryPhotos} gallery photos and ${removed.contacts} enquiries.`,
      });
      setOpen(false);
      await mutate();
    } catch (error) {
      toast.error("Removal Failed", { description: error instanceof Error ? error.message : "Failed to remove demo content" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="demo-content-heading" className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-primary bg-muted p-4">
      <div>
        <h3 id="demo-content-heading" className="font-semibold">
          {data.onPublicSite ? "Demo content is showing on the public site" : "Demo content is stored"}
        </h3>
        <p className="mt-1 text-sm">Sample content from the first start: {parts}. Remove it once the band&apos;s own reviews, music and enquiries are in.</p>
      </div>
      {data.blockedBy && (
        <p id="demo-content-blocked" role="note" className="w-full text-sm text-danger">
          {data.blockedBy}
        </p>
      )}
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger asChild>
          <Button variant="outline" className="min-h-11" disabled={Boolean(data.blockedBy)} aria-describedby={data.blockedBy ? "demo-content-blocked" : undefined}>
            Remove demo content
          </Button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(100vw-2rem,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-background p-6 text-foreground shadow-xl">
            <Dialog.Title className="text-lg font-semibold">Remove all demo content?</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm">
              This deletes {parts}, including the demo tracks&apos; audio files and the photos&apos; image files. It cannot be undone. The band&apos;s own content is not touched.
            </Dialog.Description>
            <div className="mt-6 flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.Close>
              <Button onClick={remove} disabled={busy}>
                {busy ? "Removing..." : "Remove demo content"}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
