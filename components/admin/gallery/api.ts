// The admin Gallery tab's view of the gallery API (contract of issue 28), and its photo upload
// (its JSON calls go through lib/browser/fetch.ts like every other).
import { httpErrorOf } from "@/lib/browser/fetch";

export const ADMIN_GALLERY_URL = "/api/admin/gallery";

export type AdminPhoto = {
  id: number;
  src: string;
  alt: string;
  title: string;
  category: string;
  width: number;
  height: number;
  blurDataUrl?: string;
  isDemo: boolean;
  /** Marked for the press kit (/press and its photos ZIP). */
  forPress: boolean;
};

export type AdminVideo = {
  id: number;
  videoId: string;
  thumbnail: string;
  title: string;
  description: string;
  category: string;
  isDemo: boolean;
};

export type PhotoFields = { title: string; alt: string; category: string };

/**
 * Sends one photo as its own multipart request; XMLHttpRequest because fetch reports no upload
 * progress. `onProgress` gets 0..100. Fields go before the file so the server reads them first.
 */
export function uploadPhoto(file: File, fields: PhotoFields, onProgress: (percent: number) => void): Promise<AdminPhoto> {
  const form = new FormData();
  form.append("title", fields.title);
  form.append("alt", fields.alt);
  form.append("category", fields.category);
  form.append("file", file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/admin/gallery/photos");
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(httpErrorOf(xhr.status, xhr.responseText, xhr.statusText));
        return;
      }
      try {
        const body = JSON.parse(xhr.responseText) as { photo?: AdminPhoto };
        if (!body.photo) throw new Error("no photo");
        onProgress(100);
        resolve(body.photo);
      } catch {
        reject(new Error("Invalid response from server"));
      }
    };
    xhr.onerror = () => reject(new Error("Upload failed - network error"));
    xhr.onabort = () => reject(new Error("Upload cancelled"));
    xhr.send(form);
  });
}

export const messageOf = (failure: unknown, fallback: string) => (failure instanceof Error && failure.message ? failure.message : fallback);
