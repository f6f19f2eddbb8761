import type { Page } from "@playwright/test";
import { expect, test } from "./support";
import { audioState, publicTracks, trackRow, uploadTrackAsAdmin, waitForPlayback } from "./music-support";
import { startOwnServer } from "./own-server";

// Other spec files may add tracks too: ours are found by unique titles, and the queue order is
// read from the page (newest first) rather than assumed.
const run = `${Date.now().toString(36)}`;
const titles = {
  long: `Skip Groove ${run}`,
  short: `Short Ending ${run}`,
  zero: `Unknown Length ${run}`,
};

const player = (page: Page) => page.getByRole("region", { name: "Music player" });
const rowTitles = (page: Page) => page.getByRole("list", { name: "Tracks" }).getByRole("listitem").getByTestId("track-title").allTextContents();
const nowPlaying = (page: Page) => page.getByTestId("now-playing-title");

test("with no tracks, /music says No Music Available", async ({ page }) => {
  // The shared server's library fills up as the specs run: an install of its own starts empty.
  const server = await startOwnServer();
  try {
    expect(await (await fetch(`${server.url}/api/music-tracks`)).json()).toEqual([]);
    await page.goto(`${server.url}/music`);
    await expect(page.getByRole("heading", { name: "No Music Available" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Tracks" })).toHaveCount(0);
  } finally {
    await server.stop();
  }
});

test("when the list cannot be refreshed, /music says Unable to Load Music whatever it was rendered with", async ({ page }) => {
  let reads = 0;
  await page.route("**/api/music-tracks", (route) => {
    reads += 1;
    return route.fulfill({ status: 503, body: "down" });
  });
  await page.goto("/music");
  await expect(page.getByRole("alert").filter({ hasText: "Unable to Load Music" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Please try refreshing the page or check back later.")).toBeVisible();
  expect(reads).toBeGreaterThanOrEqual(1);
});

test.describe("the music page", () => {
  test.beforeAll(async ({ playwright }) => {
    // Oldest first, so the list (newest first) reads long, short, zero.
    await uploadTrackAsAdmin(playwright.request, { title: titles.zero, seconds: 5, duration: "0", genre: "Highlife" });
    await uploadTrackAsAdmin(playwright.request, { title: titles.short, seconds: 2 });
    await uploadTrackAsAdmin(playwright.request, { title: titles.long, seconds: 30, album: "Long Takes" });
  });

  test("a visitor plays, pauses, skips, seeks and sets the volume; the play is counted @phone", async ({ page }) => {
    const before = (await publicTracks(page)).find((track) => track.title === titles.long);
    expect(before).toBeDefined();

    await page.goto("/music");
    await expect(page.getByRole("heading", { level: 1, name: "Our Music" })).toBeVisible();
    const row = trackRow(page, titles.long);
    await expect(row).toContainText("Long Takes");
    await expect(row).toContainText("0:30");

    await row.getByRole("button", { name: `Play ${titles.long}` }).click();
    await waitForPlayback(page);
    expect((await audioState(page)).src).toContain(before!.fileUrl);
    await expect(row).toHaveAttribute("aria-current", "true");
    await expect(nowPlaying(page)).toHaveText(titles.long);
    await expect(page.getByRole("status").filter({ hasText: `Now playing: ${titles.long}` })).toBeAttached();
    expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(titles.long);

    // The server counted exactly one more play.
    await expect.poll(async () => (await publicTracks(page)).find((track) => track.title === titles.long)?.playCount).toBe(before!.playCount + 1);

    // Time advances while playing, and stops when paused.
    const t1 = (await audioState(page)).currentTime;
    await expect.poll(async () => (await audioState(page)).currentTime).toBeGreaterThan(t1 + 0.3);
    await player(page).getByRole("button", { name: "Pause", exact: true }).click();
    await expect.poll(async () => (await audioState(page)).paused).toBe(true);
    await expect(player(page).getByRole("button", { name: "Play", exact: true })).toBeVisible();

    // Skips move by 10 seconds (paused, so the clock does not move in between).
    const paused = (await audioState(page)).currentTime;
    await player(page).getByRole("button", { name: "Forward 10 seconds" }).click();
    await expect.poll(async () => (await audioState(page)).currentTime).toBeCloseTo(paused + 10, 1);
    await player(page).getByRole("button", { name: "Back 10 seconds" }).click();
    await expect.poll(async () => (await audioState(page)).currentTime).toBeCloseTo(paused, 1);
    await player(page).getByRole("button", { name: "Back 10 seconds" }).click();
    await expect.poll(async () => (await audioState(page)).currentTime).toBe(0);

    // The seek bar moves the audio and says where it is.
    const seek = player(page).getByRole("slider", { name: "Seek" });
    await seek.fill("20");
    await expect.poll(async () => (await audioState(page)).currentTime).toBeCloseTo(20, 0);
    await expect(seek).toHaveAttribute("aria-valuetext", "0:20 of 0:30");

    // Volume in steps of 0.1, and mute.
    const volume = player(page).getByRole("slider", { name: "Volume" });
    await volume.fill("0.5");
    await expect.poll(async () => (await audioState(page)).volume).toBeCloseTo(0.5, 5);
    await volume.press("ArrowLeft");
    await expect.poll(async () => (await audioState(page)).volume).toBeCloseTo(0.4, 5);
    await player(page).getByRole("button", { name: "Mute", exact: true }).click();
    await expect.poll(async () => (await audioState(page)).muted).toBe(true);
    await player(page).getByRole("button", { name: "Unmute" }).click();
    await expect.poll(async () => (await audioState(page)).muted).toBe(false);

    // Resuming carries on from where it was.
    await player(page).getByRole("button", { name: "Play", exact: true }).click();
    await waitForPlayback(page, 20.2);

    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test("next and previous wrap around the list, and a track that ends starts the next", async ({ page }) => {
    await page.goto("/music");
    const order = await rowTitles(page);
    expect(order.indexOf(titles.long)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(titles.short)).toBe(order.indexOf(titles.long) + 1);
    const first = order[0]!;
    const last = order.at(-1)!;

    await page.getByRole("button", { name: `Play ${first}`, exact: true }).click();
    await waitForPlayback(page, 0.1);
    await expect(nowPlaying(page)).toHaveText(first);
    await player(page).getByRole("button", { name: "Previous track" }).click();
    await expect(nowPlaying(page)).toHaveText(last);
    await expect(trackRow(page, last)).toHaveAttribute("aria-current", "true");
    await player(page).getByRole("button", { name: "Next track" }).click();
    await expect(nowPlaying(page)).toHaveText(first);
    await expect(trackRow(page, first)).toHaveAttribute("aria-current", "true");
    await player(page).getByRole("button", { name: "Next track" }).click();
    await expect(nowPlaying(page)).toHaveText(order[1] ?? first);

    // The 2-second track plays to its end, and the one after it starts by itself.
    const afterShort = order[(order.indexOf(titles.short) + 1) % order.length]!;
    await page.getByRole("button", { name: `Play ${titles.short}`, exact: true }).click();
    await expect(nowPlaying(page)).toHaveText(titles.short);
    await expect(nowPlaying(page)).toHaveText(afterShort, { timeout: 10_000 });
    await waitForPlayback(page, 0.1);
    await expect(trackRow(page, afterShort)).toHaveAttribute("aria-current", "true");
  });

  test("a track stored with length 0 shows the length read from its file", async ({ page }) => {
    const stored = (await publicTracks(page)).find((track) => track.title === titles.zero);
    expect(stored?.duration).toBe(0);
    await page.goto("/music");
    await expect(trackRow(page, titles.zero).getByTestId("track-duration")).toHaveText("0:05");
  });

  test("a visitor downloads a track under its title", async ({ page }) => {
    await page.goto("/music");
    const link = trackRow(page, titles.long).getByRole("link", { name: `Download ${titles.long}` });
    await expect(link).toHaveAttribute("download", "");
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(`${titles.long}.wav`);
  });

  test("a track tapped before the player's code has arrived starts at once, and the player takes it over", async ({ page }) => {
    // The player's code (lib/browser/player/player-engine.ts) loads after the page; iOS only lets a tap
    // start sound, so the layout's shell starts the track itself. Hold that code back until released.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await page.route("**/_next/static/chunks/**", async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes("Playback stopped")) {
        held += 1;
        await released;
      }
      await route.fulfill({ response, body });
    });
    const before = (await publicTracks(page)).find((track) => track.title === titles.long);
    // Not until "load": the held script, asked for while the page loads, would hold that event too.
    await page.goto("/music", { waitUntil: "domcontentloaded" });
    await expect.poll(() => held).toBe(1);
    await trackRow(page, titles.long)
      .getByRole("button", { name: `Play ${titles.long}` })
      .click();
    await waitForPlayback(page);
    // Still the page's own state: the player has not arrived to show the track.
    await expect(player(page).getByText("Ready to play", { exact: true })).toBeVisible();

    release();
    await expect(nowPlaying(page)).toHaveText(titles.long);
    await expect(player(page).getByText("Now playing", { exact: true })).toBeVisible();
    await expect(trackRow(page, titles.long)).toHaveAttribute("aria-current", "true");
    await expect(trackRow(page, titles.long).getByTestId("play-count")).toContainText(`${(before?.playCount ?? 0) + 1} play`);
    await player(page).getByRole("button", { name: "Pause", exact: true }).click();
    await expect.poll(async () => (await audioState(page)).paused).toBe(true);
  });

  test("the music keeps playing on another page, where the mini player controls it", async ({ page }) => {
    await page.goto("/music");
    await expect(page.getByRole("region", { name: "Now playing" })).toHaveCount(0);
    await trackRow(page, titles.long)
      .getByRole("button", { name: `Play ${titles.long}` })
      .click();
    await waitForPlayback(page);
    // Mark the element: after navigating it must be the very same one.
    await page.locator("audio#site-music-player").evaluate((audio) => Object.assign(audio, { e2eMarker: "same-element" }));

    await page.getByRole("banner").getByRole("link", { name: "Book Now" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    const state = await audioState(page);
    expect(state.marker).toBe("same-element");
    expect(state.paused).toBe(false);
    await expect.poll(async () => (await audioState(page)).currentTime).toBeGreaterThan(state.currentTime + 0.3);

    const mini = page.getByRole("region", { name: "Now playing" });
    await expect(mini).toBeVisible();
    await expect(mini).toContainText(titles.long);
    const box = await mini.boundingBox();
    expect(box!.x).toBeLessThan(page.viewportSize()!.width / 2);

    await mini.getByRole("button", { name: "Pause", exact: true }).click();
    await expect.poll(async () => (await audioState(page)).paused).toBe(true);
    await mini.getByRole("button", { name: "Play", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);

    // Back to /music through the header: the full player shows the same track, still playing.
    await page.getByRole("banner").getByRole("link", { name: "Our Music" }).click();
    await expect(page).toHaveURL(/\/music$/);
    await expect(nowPlaying(page)).toHaveText(titles.long);
    await expect(mini).toHaveCount(0);
    expect((await audioState(page)).marker).toBe("same-element");

    // Closing the mini player stops the music.
    await page.getByRole("banner").getByRole("link", { name: "Book Now" }).click();
    await mini.getByRole("button", { name: "Close player" }).click();
    await expect(mini).toHaveCount(0);
    expect((await audioState(page)).paused).toBe(true);
    expect(await page.evaluate(() => navigator.mediaSession.metadata)).toBeNull();
  });
});
