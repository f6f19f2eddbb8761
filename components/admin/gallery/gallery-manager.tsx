"use client";

import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { postJson } from "@/lib/browser/fetch";
import { usePagedList } from "@/components/admin/use-paged-list";
import { CategoryManager } from "./category-manager";
import { ADMIN_GALLERY_URL, messageOf, type AdminPhoto, type AdminVideo } from "./api";
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
  forPress: photo.forPress,
  thumbnail: { src: photo.src, width: photo.width, height: photo.height, optimize: true },
  edit: { title: photo.title, category: photo.category, alt: photo.alt, forPress: photo.forPress },
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

const PHOTOS_URL = `${ADMIN_GALLERY_URL}/photos`;
const VIDEOS_URL = `${ADMIN_GALLERY_URL}/videos`;
type PhotosFirstPage = { categories: string[]; count: number };

/** The admin Gallery tab: upload photos, add videos, and the lists (500 at a time) to reorder, edit and delete. */
export function GalleryManager() {
  const photoList = usePagedList<AdminPhoto, PhotosFirstPage>(PHOTOS_URL, "photos");
  const videoList = usePagedList<AdminVideo, { count: number }>(VIDEOS_URL, "videos");
  const [busyId, setBusyId] = useState<number | null>(null);
  const refresh = () => Promise.all([photoList.mutate(), videoList.mutate()]);

  const error = photoList.error ?? videoList.error;
  if (error && !(photoList.rows && videoList.rows)) {
    return (
      <div role="alert" className="space-y-3">
        <p className="text-danger">The gallery could not be loaded: {messageOf(error, "unknown error")}</p>
        <Button variant="outline" onClick={() => void refresh()}>
          Try again
        </Button>
      </div>
    );
  }
  const photos = photoList.rows;
  const videos = videoList.rows;
  const firstPage = photoList.first;
  if (!photos || !videos || !firstPage) return <p className="text-muted-foreground">Loading the gallery…</p>;

  const categories = firstPage.categories;
  const hasDemo = photos.some((photo) => photo.isDemo) || videos.some((video) => video.isDemo);

  /** Saves the loaded rows' new order (the first rows of the gallery's order; the rest stay after them). */
  async function saveOrder(kind: "photos" | "videos", ids: number[]) {
    try {
      const save = () => postJson(`${ADMIN_GALLERY_URL}/order`, { [kind]: ids }, "PUT");
      if (kind === "photos") await photoList.reorder(inOrder(photos!, ids), save);
      else await videoList.reorder(inOrder(videos!, ids), save);
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
      await refresh();
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
        categories={categories}
        onUploaded={() => void refresh()}
        onBatchUploaded={(ids) => {
          // Each upload went first as it finished: the batch is the top of the list; put it in the order picked.
          if (ids.length < 2) return;
          void photoList.mutate().then(() => saveOrder("photos", ids));
        }}
      />
      <hr className="border-border" />
      <VideoForm categories={categories} onAdded={() => void refresh()} />
      <CategoryManager onChanged={() => void refresh()} />
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
          Photos ({firstPage.count})
        </h3>
        <p className="text-sm text-muted-foreground">
          In the order visitors see them; new uploads go first. Drag a row by its handle (on a phone, press and hold it), or use the move buttons.
        </p>
        <ItemList
          kind="photo"
          label="Gallery photos"
          items={photos.map(photoItem)}
          categories={categories}
          busyId={busyId}
          onReorder={(ids) => void saveOrder("photos", ids)}
          onSave={(id, edit) => change("photos", id, edit)}
          onDelete={(id) => change("photos", id, null)}
        />
        <LoadMore list={photoList} kind="photos" shown={photos.length} count={firstPage.count} />
      </section>
      <section aria-labelledby="gallery-videos-heading" className="space-y-3">
        <h3 id="gallery-videos-heading" className="text-lg font-semibold">
          Videos ({videoList.first?.count ?? videos.length})
        </h3>
        <ItemList
          kind="video"
          label="Gallery videos"
          items={videos.map(videoItem)}
          categories={categories}
          busyId={busyId}
          onReorder={(ids) => void saveOrder("videos", ids)}
          onSave={(id, edit) => change("videos", id, edit)}
          onDelete={(id) => change("videos", id, null)}
        />
        <LoadMore list={videoList} kind="videos" shown={videos.length} count={videoList.first?.count ?? videos.length} />
      </section>
    </div>
  );
}

/** "Showing 500 of 3,000 photos" and the button for the next 500 (moves reach as far as the list shown). */
function LoadMore({ list, kind, shown, count }: { list: { hasMore: boolean; loadingMore: boolean; loadMore: () => void }; kind: string; shown: number; count: number }) {
  if (!list.hasMore) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
      <p>
        Showing the first {shown.toLocaleString("en-NG")} of {count.toLocaleString("en-NG")} {kind}.
      </p>
      <Button variant="outline" onClick={list.loadMore} disabled={list.loadingMore}>
        {list.loadingMore ? "Loading..." : `Load more ${kind}`}
      </Button>
    </div>
  );
}
