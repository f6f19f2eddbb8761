import { expect, test, type APIRequest, type Page } from "@playwright/test";
import { e2eAdmin } from "../../playwright.config";
import { toneWav } from "../support/audio";
import type { PublicTrack } from "@/lib/validation/music";

export type TrackToUpload = {
  title: string;
  seconds: number;
  album?: string;
  genre?: string;
  /** Sent as the duration field; "0" makes the site read the length from the file. */ duration?: string;
};

/**
 * Uploads a generated WAV as the admin, from a request context of its own (so the visitor's
 * page is never signed in). Answers the created track.
 */
export async function uploadTrackAsAdmin(request: APIRequest, track: TrackToUpload): Promise<PublicTrack> {
  const admin = await request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { "x-forwarded-for": `e2e-music-admin-${test.info().testId}` },
  });
  try {
    const login = await admin.post("/api/admin/login", { data: { username: e2eAdmin.username, password: e2eAdmin.password } });
    expect(login.status(), await login.text()).toBe(200);
    const response = await admin.post("/api/music-tracks", {
      multipart: {
        title: track.title,
        album: track.album ?? "E2E Sessions",
        genre: track.genre ?? "Afrobeat",
        duration: track.duration ?? String(track.seconds),
        audio: { name: `${track.title}.wav`, mimeType: "audio/wav", buffer: toneWav(track.seconds) },
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { track: PublicTrack }).track;
  } finally {
    await admin.dispose();
  }
}

/** The public list, as the API answers it now. */
export async function publicTracks(page: Page): Promise<PublicTrack[]> {
  const response = await page.request.get("/api/music-tracks");
  expect(response.status()).toBe(200);
  return (await response.json()) as PublicTrack[];
}

export type AudioState = { paused: boolean; currentTime: number; duration: number; volume: number; muted: boolean; src: string; marker: string | null };

/** The site's one audio element, read in the page. */
export function audioState(page: Page): Promise<AudioState> {
  return page.locator("audio#site-music-player").evaluate((element) => {
    const audio = element as HTMLAudioElement & { e2eMarker?: string };
    return {
      paused: audio.paused,
      currentTime: audio.currentTime,
      duration: audio.duration,
      volume: audio.volume,
      muted: audio.muted,
      src: audio.currentSrc,
      marker: audio.e2eMarker ?? null,
    };
  });
}

/** Waits until the audio has played past `seconds` (so it is really running). */
export async function waitForPlayback(page: Page, seconds = 0.3): Promise<void> {
  await expect.poll(async () => (await audioState(page)).currentTime, { timeout: 10_000 }).toBeGreaterThan(seconds);
  expect((await audioState(page)).paused).toBe(false);
}

/** The list's row for a track. */
export const trackRow = (page: Page, title: string) => page.getByRole("list", { name: "Tracks" }).getByRole("listitem").filter({ hasText: title });
