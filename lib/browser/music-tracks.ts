// The browser's read of the public track list, with the spec's loading policy (section 7):
// abort after 10 s, 2 retries 2 s apart, stale after 30 s, no focus refetch, no polling.
import type { SWRConfiguration } from "swr";
import { describeHttpError } from "@/lib/browser/http-error";
import type { PublicTrack } from "@/lib/validation/music";

export const MUSIC_TRACKS_URL = "/api/music-tracks";
const TRACKS_TIMEOUT_MS = 10_000;

/** GET /api/music-tracks, given up after 10 seconds. */
export async function fetchTracks(url: string = MUSIC_TRACKS_URL): Promise<PublicTrack[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error("Loading the music took too long")), TRACKS_TIMEOUT_MS);
  try {
    const response = await fetch(url, { credentials: "include", headers: { Accept: "application/json" }, signal: controller.signal });
    const text = await response.text();
    if (!response.ok) throw new Error(describeHttpError(response.status, text, response.statusText));
    return JSON.parse(text) as PublicTrack[];
  } finally {
    clearTimeout(timer);
  }
}

export const tracksSwrOptions = {
  errorRetryCount: 2,
  errorRetryInterval: 2000,
  dedupingInterval: 30_000,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  refreshInterval: 0,
  // SWR's own retry backs off exponentially; the spec wants a flat 2 s between the 2 retries.
  onErrorRetry: (_error, _key, config, revalidate, { retryCount }) => {
    if (retryCount > (config.errorRetryCount ?? 0)) return;
    setTimeout(() => void revalidate({ retryCount }), config.errorRetryInterval);
  },
} satisfies SWRConfiguration<PublicTrack[]>;
