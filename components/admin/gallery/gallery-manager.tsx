"use client";

import Link from "next/link";
import { useState } from "react";
import useSWR from "swr";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { adminSwrOptions, getJson, postJson } from "@/lib/browser/fetch";
import { ADMIN_GALLERY_URL, messageOf, type AdminGallery, type AdminPhoto, type AdminVideo } from "./api";
import type { ItemEdit } from "./item-editor";
import { ItemList } from "./item-list";
import type { ListItem } from "./item-row";
import { PhotoUploadPanel } from "./photo-upload-panel";
import { VideoForm } from "./video-form";

const photoItem = (photo: AdminPhoto): ListItem => ({
  id: photo.id,
  title: photo.title,
  category: photo.category,
  isDemo: photo.isDemo,
  thumbnail: { src: photo.src, width: photo.width, height: photo.height, optimize: true },
  edit: { title: photo.title, category: photo.category, alt: photo.alt },
});

const videoItem = (video: AdminVideo): ListItem => ({
  id: video.id,
  title: video.title,
  category: video.category,
  isDemo: video.isDemo,
  thumbnail: { src: video.thumbnail, width: 480, height: 360, optimize: video.thumbnail.startsWith("/") },
  edit: { title: video.title, category: video.category, description: video.description },
});

/** Orders `list` by `ids` (the ids the admin arranged). */
const inOrder = <T extends { id: number }>(list: T[], ids: number[]) => ids.map((id) => list.find((item) => item.id === id)).filter((item): item is T => item !== undefined);

/** The admin Gallery tab: upload photos, add videos, and the lists to reorder, edit and delete. */
export function GalleryManager() {
  const { data, error, isLoading, mutate } = useSWR<AdminGallery>(ADMIN_GALLERY_URL, getJson, adminSwrOptions);
  const [busyId, setBusyId] = useState<number | null>(null);

  if (error && !data) {
    return (
      <div role="alert" className="space-y-3">
        <p className="text-danger">The gallery could not be loaded: {messageOf(error, "unknown error")}</p>
        <Button variant="outline" onClick={() => void mutate()}>
          Try again
        </Button>
      </div>
    );
  }
  if (isLoading || !data) return <p className="text-muted-foreground">Loading the gallery…</p>;

  const gallery = data;
  const hasDemo = gallery.photos.some((photo) => photo.isDemo) || gallery.videos.some((video) => video.isDemo);

  async function saveOrder(next: AdminGallery) {
    try {
      await mutate(
        async () => {
          await postJson(`${ADMIN_GALLERY_URL}/order`, { photos: next.photos.map((photo) => photo.id), videos: next.videos.map((video) => video.id) }, "PUT");
          return next;
        },
        { optimisticData: next, rollbackOnError: true, revalidate: false },
      );
      toast.success("Order saved", { description: "/gallery shows it on its next load." });
    } catch (failure) {
      toast.error("Order not saved", { description: messageOf(failure, "The new order could not be saved") });
    }
  }

  async function change(kind: "photos" | "videos", id: number, edit: ItemEdit | null): Promise<boolean> {
    setBusyId(id);
    try {
      const url = `${ADMIN_GALLERY_URL}/${kind}/${id}`;
      if (edit) await postJson(url, edit, "PATCH");
      else await postJson(url, undefined, "DELETE");
      await mutate();
      if (edit) toast.success("Saved", { description: `“${edit.title}” was updated.` });
      else toast.success("Deleted", { description: kind === "photos" ? "The photo is gone from the gallery." : "The video is gone from the gallery." });
      return true;
    } catch (failure) {
      toast.error(edit ? "Not saved" : "Not deleted", { description: messageOf(failure, "The change could not be saved") });
      return false;
    } finally {
      setBusyId(null);
    }
  }

  return (
    <div className="space-y-10">
      <PhotoUploadPanel
        categories={gallery.categories}
        onUploaded={() => void mutate()}
        onBatchUploaded={(ids) => {
          // Each upload went first as it finished: put the batch at the top in the order picked.
          if (ids.length < 2) return;
          void mutate().then((fresh) => {
            if (!fresh) return;
            const rest = fresh.photos.filter((photo) => !ids.includes(photo.id)).map((photo) => photo.id);
            return saveOrder({ ...fresh, photos: inOrder(fresh.photos, [...ids, ...rest]) });
          });
        }}
      />
      <hr className="border-border" />
      <VideoForm categories={gallery.categories} onAdded={() => void mutate()} />
      <hr className="border-border" />
      {hasDemo && (
        <p className="rounded-md border border-border bg-muted p-3 text-sm">
          Items marked <strong>Sample</strong> are the demo photos and videos a fresh install ships with. &ldquo;Remove demo content&rdquo; on the{" "}
          <Link href="/admin" className="font-semibold underline underline-offset-2">
            Overview
          </Link>{" "}
          removes them all at once.
        </p>
      )}
      <section aria-labelledby="gallery-photos-heading" className="space-y-3">
        <h3 id="gallery-photos-heading" className="text-lg font-semibold">
          Photos ({gallery.photos.length})
        </h3>
        <p className="text-sm text-muted-foreground">
          In the order visitors see them; new uploads go first. Drag a row by its handle (on a phone, press and hold it), or use the move buttons.
        </p>
        <ItemList
          kind="photo"
          label="Gallery photos"
          items={gallery.photos.map(photoItem)}
          categories={gallery.categories}
          busyId={busyId}
          onReorder={(ids) => void saveOrder({ ...gallery, photos: inOrder(gallery.photos, ids) })}
          onSave={(id, edit) => change("photos", id, edit)}
          onDelete={(id) => change("photos", id, null)}
        />
      </section>
      <section aria-labelledby="gallery-videos-heading" className="space-y-3">
        <h3 id="gallery-videos-heading" className="text-lg font-semibold">
          Videos ({gallery.videos.length})
        </h3>
        <ItemList
          kind="video"
          label="Gallery videos"
          items={gallery.videos.map(videoItem)}
          categories={gallery.categories}
          busyId={busyId}
          onReorder={(ids) => void saveOrder({ ...gallery, videos: inOrder(gallery.videos, ids) })}
          onSave={(id, edit) => change("videos", id, edit)}
          onDelete={(id) => change("videos", id, null)}
        />
      </section>
    </div>
  );
}
