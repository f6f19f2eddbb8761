// Browser side of a track upload: multipart to our server (local disk), or straight to Vercel Blob
// and then registered with our server. Errors carry the spec's messages (section 8).
import { postJson } from "@/lib/browser/fetch";
import type { PublicTrack, TrackAnswer } from "@/lib/validation/music";
import { fileExtension, uploadPercent } from "./music-file-selection";

export type UploadMode = "blob" | "server";

export type UploadMetadata = { title: string; artist?: string; album: string; genre: string; duration: number };

/** Uploads one file; `onProgress` gets 10..100 (spec section 9). Resolves with the new track. */
export async function uploadTrack(file: File, metadata: UploadMetadata, mode: UploadMode, onProgress: (percent: number) => void): Promise<PublicTrack> {
  return mode === "blob" ? uploadViaBlob(file, metadata, onProgress) : uploadViaServer(file, metadata, onProgress);
}

function uploadViaServer(file: File, metadata: UploadMetadata, onProgress: (percent: number) => void): Promise<PublicTrack> {
  // Metadata first: the server streams the file and reads the fields that came before it.
  const form = new FormData();
  form.append("title", metadata.title);
  if (metadata.artist?.trim()) form.append("artist", metadata.artist.trim());
  form.append("album", metadata.album);
  form.append("genre", metadata.genre);
  form.append("duration", String(Math.max(0, Math.round(metadata.duration || 0))));
  form.append("audio", file, file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/music-tracks");
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(uploadPercent(event.loaded, event.total));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        reject(new Error(xhr.status >= 200 && xhr.status < 300 ? "Invalid response from server" : `Upload failed with status ${xhr.status}`));
        return;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new Error(errorText(body) ?? `Upload failed with status ${xhr.status}`));
        return;
      }
      const track = trackOf(body);
      if (!track) {
        reject(new Error("Invalid response from server"));
        return;
      }
      onProgress(100);
      resolve(track);
    };
    xhr.onerror = () => reject(new Error("Upload failed - network error"));
    xhr.onabort = () => reject(new Error("Upload failed - network error"));
    xhr.send(form);
  });
}

async function uploadViaBlob(file: File, metadata: UploadMetadata, onProgress: (percent: number) => void): Promise<PublicTrack> {
  // Loaded only when the store is in use, so the local-disk admin does not download it.
  const { upload } = await import("@vercel/blob/client");
  const pathname = `music/${crypto.randomUUID()}.${fileExtension(file.name)}`;
  const blob = await upload(pathname, file, {
    access: "public",
    handleUploadUrl: "/api/music-tracks/blob-upload",
    contentType: file.type,
    onUploadProgress: ({ loaded, total }) => onProgress(uploadPercent(loaded, total)),
  });
  const answer = await postJson<TrackAnswer>("/api/music-tracks", {
    blobUrl: blob.url,
    title: metadata.title,
    ...(metadata.artist?.trim() ? { artist: metadata.artist.trim() } : {}),
    album: metadata.album,
    genre: metadata.genre,
    duration: Math.max(0, Math.round(metadata.duration || 0)),
  });
  const track = trackOf(answer);
  if (!track) throw new Error("Invalid response from server");
  onProgress(100);
  return track;
}

function errorText(body: unknown): string | undefined {
  if (body && typeof body === "object" && "error" in body && typeof body.error === "string" && body.error) return body.error;
  return undefined;
}

function trackOf(body: unknown): PublicTrack | undefined {
  if (body && typeof body === "object" && "track" in body && body.track && typeof body.track === "object") return body.track as PublicTrack;
  return undefined;
}
