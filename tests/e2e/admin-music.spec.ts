import type { Page } from "@playwright/test";
import { pngBytes, toneWav } from "../support/audio";
import { taggedAudio, taggedFormats, tags } from "../support/tagged-audio";
import { expect, openAdminTab, signInAdmin, test } from "./support";

type Track = { id: number; title: string; artist: string; album: string | null; genre: string | null; duration: number; fileUrl: string };

const listTracks = async (page: Page) => (await (await page.request.get("/api/music-tracks")).json()) as Track[];
const trackTitled = async (page: Page, title: string) => (await listTracks(page)).find((track) => track.title === title);

/** A toast (sonner) showing this exact title or description. */
const toast = (page: Page, text: string) => page.locator("[data-sonner-toaster]").getByText(text, { exact: true });

async function openMusicTab(page: Page) {
  await signInAdmin(page);
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  await openAdminTab(page, "Music");
  await expect(page.getByRole("heading", { name: "Upload tracks" })).toBeVisible();
}

/** Every upload status text and progress value the page shows, recorded as it changes. */
async function recordUploadStates(page: Page) {
  await page.evaluate(() => {
    const seen = { texts: [] as string[], values: [] as number[] };
    (window as unknown as { __uploadStates: typeof seen }).__uploadStates = seen;
    const list = () => document.querySelector('[aria-label="Files to upload"]');
    new MutationObserver(() => {
      const root = list();
      if (!root) return;
      for (const p of root.querySelectorAll("p")) {
        const text = p.textContent ?? "";
        if (/^(Starting upload|Uploading)/.test(text) && seen.texts.at(-1) !== text) seen.texts.push(text);
      }
      for (const bar of root.querySelectorAll('[role="progressbar"]')) seen.values.push(Number(bar.getAttribute("aria-valuenow")));
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

test("the admin uploads tracks with their details, then edits, plays and deletes them", async ({ page }) => {
  const stamp = Date.now().toString(36);
  const first = { file: `first-take-${stamp}.wav`, title: `Owambe Groove ${stamp}` };
  const second = { file: `Highlife Night ${stamp}.wav`, title: `Highlife Night ${stamp}` };
  const spare = { file: `spare-${stamp}.wav`, title: `spare-${stamp}` };
  const album = `Live at Eko Hotel ${stamp}`;

  await page.clock.install(); // the clean-up delay is counted on the page's clock
  await openMusicTab(page);
  const picker = page.getByLabel("Audio files");
  await expect(picker).toHaveAttribute("accept", "audio/*");
  const selection = page.getByRole("list", { name: "Files to upload" });

  // Nothing picked: Upload says so. Only a picture: refused.
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(toast(page, "No Files Selected")).toBeVisible();
  await expect(toast(page, "Please select at least one audio file to upload")).toBeVisible();
  await picker.setInputFiles({ name: `poster-${stamp}.png`, mimeType: "image/png", buffer: pngBytes() });
  await expect(toast(page, "Invalid Files")).toBeVisible();
  await expect(toast(page, "Please select valid audio files (MP3, WAV, etc.)")).toBeVisible();
  await expect(selection).toHaveCount(0);

  // Three WAVs and a picture: the picture is skipped, the WAVs get their default details.
  await picker.setInputFiles([
    { name: first.file, mimeType: "audio/wav", buffer: toneWav(10) },
    { name: `poster-${stamp}.png`, mimeType: "image/png", buffer: pngBytes() },
    { name: second.file, mimeType: "audio/wav", buffer: toneWav(2, 660) },
    { name: spare.file, mimeType: "audio/wav", buffer: toneWav(1) },
  ]);
  await expect(toast(page, "Some Files Skipped")).toBeVisible();
  await expect(toast(page, "1 non-audio files were skipped")).toBeVisible();
  await expect(selection.getByRole("listitem")).toHaveCount(3);
  await expect(selection.getByText(`poster-${stamp}.png`)).toHaveCount(0);
  await expect(selection.getByText("Ready to upload")).toHaveCount(3);
  await expect(selection.getByRole("listitem").filter({ hasText: first.file })).toContainText("0:10");
  await expect(page.getByLabel(`Title for ${second.file}`)).toHaveValue(second.title);
  await expect(page.getByLabel(`Album for ${second.file}`)).toHaveValue("Uploaded Collection");
  await expect(page.getByLabel(`Genre for ${second.file}`)).toHaveValue("Unknown");

  // One file is taken out again, one is renamed, and the album and genre are filled in for all.
  await page.getByRole("button", { name: `Remove ${spare.file}` }).click();
  await expect(selection.getByRole("listitem")).toHaveCount(2);
  await page.getByLabel(`Title for ${first.file}`).fill(first.title);
  await page.getByLabel("Fill All Albums").fill(album);
  await page.getByRole("button", { name: "Apply to all albums" }).click();
  await page.getByLabel("Fill All Genres").fill("Afrobeat");
  await page.getByRole("button", { name: "Apply to all genres" }).click();
  for (const file of [first.file, second.file]) {
    await expect(page.getByLabel(`Album for ${file}`)).toHaveValue(album);
    await expect(page.getByLabel(`Genre for ${file}`)).toHaveValue("Afrobeat");
  }

  // A slow connection, so the progress in between shows.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 80 * 1024 });
  await recordUploadStates(page);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByRole("button", { name: "Uploading..." })).toBeDisabled();
  await expect(selection.getByText("Upload complete!")).toHaveCount(2, { timeout: 30_000 });
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  // Upload enabled again: the upload has ended, its toast is queued and the clean-up delay started.
  await expect(page.getByRole("button", { name: "Upload", exact: true })).toBeEnabled();
  await page.clock.runFor(1); // sonner shows a toast on the next tick
  await expect(toast(page, "2 Tracks Uploaded")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: `Upload progress for ${first.file}` })).toHaveAttribute("aria-valuenow", "100");

  const states = await page.evaluate(() => (window as unknown as { __uploadStates: { texts: string[]; values: number[] } }).__uploadStates);
  expect(states.texts).toContain("Starting upload...");
  const percents = states.texts
    .map((text) => /^Uploading\.\.\. (\d+)%$/.exec(text)?.[1])
    .filter(Boolean)
    .map(Number);
  expect(percents.some((percent) => percent > 10 && percent < 100)).toBe(true);
  expect(states.values.some((value) => value > 10 && value < 100)).toBe(true);

  // Both tracks are in the library and in the public list, with the details given.
  const library = page.getByRole("list", { name: "Tracks" });
  await expect(library.getByRole("listitem", { name: first.title })).toContainText(album);
  await expect(library.getByRole("listitem", { name: second.title })).toContainText(album);
  const uploadedFirst = await trackTitled(page, first.title);
  const uploadedSecond = await trackTitled(page, second.title);
  expect(uploadedFirst).toMatchObject({ album, genre: "Afrobeat", duration: 10 });
  expect(uploadedSecond).toMatchObject({ album, genre: "Afrobeat", duration: 2 });
  expect(await trackTitled(page, spare.title)).toBeUndefined();
  expect(await trackTitled(page, first.file.replace(/\.wav$/, ""))).toBeUndefined();

  // 2 seconds after completion the selection clears.
  await page.clock.runFor(1998);
  await expect(selection.getByRole("listitem")).toHaveCount(2);
  await page.clock.runFor(1);
  await expect(selection).toHaveCount(0);
  await page.clock.resume();
  await expect(page.getByText("No files selected yet.")).toBeVisible();

  // Edit: a blank title cannot be saved; Cancel restores; Save changes the title.
  await page.getByRole("button", { name: `Edit ${first.title}` }).click();
  const editor = page.getByRole("form", { name: `Edit details of ${first.title}` });
  const titleInput = editor.getByLabel("Title");
  await expect(titleInput).toBeFocused();
  await expect(titleInput).toHaveValue(first.title);
  await titleInput.fill("   ");
  await expect(editor.getByRole("button", { name: "Save" })).toBeDisabled();
  await expect(editor.getByText("A title is required")).toBeVisible();
  await titleInput.fill("Something else");
  await editor.getByRole("button", { name: "Cancel" }).click();
  await expect(editor).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Edit ${first.title}` })).toBeFocused();
  await page.getByRole("button", { name: `Edit ${first.title}` }).click();
  await expect(titleInput).toHaveValue(first.title);
  const renamed = `${first.title} (Live)`;
  await titleInput.fill(renamed);
  await editor.getByLabel("Genre").fill("Highlife");
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Track Updated")).toBeVisible();
  await expect(library.getByRole("listitem", { name: renamed })).toContainText("Highlife");
  await expect(page.getByRole("button", { name: `Edit ${renamed}` })).toBeFocused();
  expect(await trackTitled(page, renamed)).toMatchObject({ id: uploadedFirst?.id, genre: "Highlife", album });

  // Play and pause; one player, so playing another track switches; the end of a track clears it.
  const player = page.getByTestId("admin-music-player");
  await page.getByRole("button", { name: `Play ${renamed}` }).click();
  await expect(page.getByRole("button", { name: `Pause ${renamed}` })).toBeVisible();
  await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => !audio.paused && audio.currentTime > 0)).toBe(true);
  await page.getByRole("button", { name: `Pause ${renamed}` }).click();
  await expect(page.getByRole("button", { name: `Play ${renamed}` })).toBeVisible();
  expect(await player.evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(true);

  await page.getByRole("button", { name: `Play ${renamed}` }).click();
  await page.getByRole("button", { name: `Play ${second.title}` }).click();
  await expect(page.getByRole("button", { name: `Pause ${second.title}` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Play ${renamed}` })).toBeVisible();
  expect(await player.evaluate((audio: HTMLAudioElement) => audio.src)).toContain(uploadedSecond?.fileUrl ?? "missing");
  // The second track lasts 2 seconds.
  await expect(page.getByRole("button", { name: `Play ${second.title}` })).toBeVisible({ timeout: 10_000 });
  expect(await player.evaluate((audio: HTMLAudioElement) => audio.ended)).toBe(true);

  // Delete asks first; Cancel keeps the track; confirming removes it and its file.
  await page.getByRole("button", { name: `Delete ${second.title}` }).click();
  await expect(page.getByRole("button", { name: `Cancel deleting ${second.title}` })).toBeFocused();
  await page.getByRole("button", { name: `Cancel deleting ${second.title}` }).click();
  await expect(page.getByRole("button", { name: `Delete ${second.title}` })).toBeFocused();
  expect(await trackTitled(page, second.title)).toBeDefined();

  await page.getByRole("button", { name: `Delete ${second.title}` }).click();
  await page.getByRole("button", { name: `Yes, delete ${second.title}` }).click();
  await expect(toast(page, "Track Deleted")).toBeVisible();
  await expect(library.getByRole("listitem", { name: second.title })).toHaveCount(0);
  await expect(library.getByRole("listitem", { name: renamed })).toBeVisible();
  expect(await trackTitled(page, second.title)).toBeUndefined();
  expect((await page.request.get(uploadedSecond?.fileUrl ?? "/missing")).status()).toBe(404);
  expect((await page.request.get(`${uploadedFirst?.fileUrl}?download=1`)).status()).toBe(200);
});

test("a file the server refuses shows 'Upload failed' with the server's reason", async ({ page }) => {
  const stamp = Date.now().toString(36);
  const file = `not-really-audio-${stamp}.mp3`;
  await page.clock.install(); // the toast's 5 seconds and the clean-up delay are counted on the page's clock
  await openMusicTab(page);
  // Declared as audio, but the content is a picture: the server checks the content.
  await page.getByLabel("Audio files").setInputFiles({ name: file, mimeType: "audio/mpeg", buffer: pngBytes() });
  const row = page.getByRole("list", { name: "Files to upload" }).getByRole("listitem");
  await expect(row.getByText("Ready to upload")).toBeVisible();
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  const reason = "The file is not audio (MP3, WAV, OGG, FLAC, AAC, M4A or WebM)";
  await expect(row.getByText(`Upload failed: ${reason}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Upload", exact: true })).toBeEnabled();
  await page.clock.runFor(1); // sonner shows a toast on the next tick
  await expect(toast(page, "Upload Failed")).toBeVisible();
  await expect(toast(page, reason)).toBeVisible();
  expect(await trackTitled(page, `not-really-audio-${stamp}`)).toBeUndefined();
  // A failed file stays, so it can be removed (or retried) after the clean-up delay.
  await page.clock.runFor(2500);
  await expect(row).toHaveCount(1);
  // The toast shows for 5 seconds: still there at 4.9 s, gone (exit animation included) by 5.5 s.
  await page.clock.runFor(2399);
  await expect(toast(page, "Upload Failed")).toBeVisible();
  await page.clock.runFor(600);
  await expect(toast(page, "Upload Failed")).toBeHidden();
  await page.getByRole("button", { name: `Remove ${file}` }).click();
  await expect(row).toHaveCount(0);
});

test("a tagged MP3 fills its own fields when picked, and its cover and artist come with it", async ({ page }) => {
  const stamp = Date.now().toString(36);
  const file = `tagged-${stamp}.mp3`;
  await openMusicTab(page);
  await page.getByLabel("Audio files").setInputFiles({ name: file, mimeType: "audio/mpeg", buffer: taggedAudio(taggedFormats[0]!) });
  await expect(page.getByLabel(`Title for ${file}`)).toHaveValue(tags.title);
  await expect(page.getByLabel(`Album for ${file}`)).toHaveValue(tags.album);
  await expect(page.getByLabel(`Genre for ${file}`)).toHaveValue(tags.genre);
  // Made unique, so the track is ours to find.
  await page.getByLabel(`Title for ${file}`).fill(`${tags.title} ${stamp}`);
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(toast(page, "1 Track Uploaded")).toBeVisible({ timeout: 30_000 });
  const track = (await trackTitled(page, `${tags.title} ${stamp}`)) as Track & { coverImageUrl: string | null; trackNumber: number | null };
  expect(track).toMatchObject({ artist: tags.artist, album: tags.album, genre: tags.genre, trackNumber: 3 });
  expect(track.coverImageUrl).toMatch(/^\/api\/media\/images\//);
  expect((await page.request.get(track.coverImageUrl!)).headers()["content-type"]).toBe("image/jpeg");
});
