import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { devices, type Page } from "@playwright/test";
import { videoStudioPermissions } from "@/lib/security/headers";
import { expect, test } from "./support";

// Runs in the "studio" project only: Chromium with a fake camera, microphone and screen.

declare global {
  interface Window {
    capturedTracks: MediaStreamTrack[];
    recordedChunks: number;
  }
}

// Every page counts the data the recorder hands over, so a test stops only once there is some: on a
// loaded host the software encoder can take seconds over its first frames, and a Stop before them
// leaves nothing recorded ("Recording failed: Nothing was recorded").
async function countRecordedChunks(page: Page) {
  await page.addInitScript(() => {
    window.recordedChunks = 0;
    const Recorder = window.MediaRecorder;
    if (!Recorder) return;
    window.MediaRecorder = class extends Recorder {
      constructor(stream: MediaStream, options?: MediaRecorderOptions) {
        super(stream, options);
        window.recordedChunks = 0; // the latest recording's
        this.addEventListener("dataavailable", (event) => {
          if (event.data.size > 0) window.recordedChunks++;
        });
      }
    };
  });
}
test.beforeEach(({ page }) => countRecordedChunks(page));

/** Keeps every track the page gets from the camera or the screen, to check they all end. */
async function watchCapturedTracks(page: Page) {
  await page.addInitScript(() => {
    window.capturedTracks = [];
    const media = navigator.mediaDevices;
    for (const name of ["getUserMedia", "getDisplayMedia"] as const) {
      const original = media[name]?.bind(media) as ((constraints?: MediaStreamConstraints) => Promise<MediaStream>) | undefined;
      if (!original) continue;
      media[name] = async (constraints?: MediaStreamConstraints) => {
        const stream = await original(constraints);
        window.capturedTracks.push(...stream.getTracks());
        return stream;
      };
    }
  });
}

/** After Stop the page remuxes the file itself (lib/browser/video-studio/finalise.ts): on a loaded host that outlasts the default 5 s. */
const finishing = { timeout: 30_000 };
const trackStates = (page: Page) => page.evaluate(() => window.capturedTracks.map((track) => `${track.kind}:${track.readyState}`));
const timer = (page: Page) => page.getByRole("timer", { name: "Recording time" });

/** The mm:ss timer, in seconds. */
async function timerSeconds(page: Page) {
  const [minutes = 0, secs = 0] = ((await timer(page).textContent()) ?? "").split(":").map(Number);
  return minutes * 60 + secs;
}

/** Waits until the mm:ss timer has passed the given whole second, and the recorder has handed over data. */
async function waitForTimerPast(page: Page, seconds: number) {
  await expect.poll(() => timerSeconds(page), { timeout: 20_000 }).toBeGreaterThan(seconds);
  await expect.poll(() => page.evaluate(() => window.recordedChunks), { timeout: 30_000 }).toBeGreaterThan(0);
}

/** Presses Stop; answers the timer's seconds then, which bound the file's length. */
async function stopRecording(page: Page) {
  const seconds = await timerSeconds(page);
  await page.getByRole("button", { name: "Stop Recording" }).click();
  return seconds;
}

/** Downloads the recording, then loads the very file in a <video> element: its duration, and a seek. */
async function downloadAndMeasure(page: Page) {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download video" }).click()]);
  const fileName = download.suggestedFilename();
  const bytes = await readFile(await download.path());
  await page.route("**/downloaded-recording", (route) => route.fulfill({ body: bytes, contentType: fileName.endsWith(".mp4") ? "video/mp4" : "video/webm" }));
  const playback = await page.evaluate(async () => {
    const video = document.createElement("video");
    video.muted = true;
    // In memory, as a local file is to a player (the route answers without byte ranges).
    video.src = URL.createObjectURL(await (await fetch("/downloaded-recording")).blob());
    await new Promise((resolve, reject) => {
      video.onloadedmetadata = resolve;
      video.onerror = () => reject(new Error(`the file does not play: ${video.error?.message}`));
    });
    // Whether the file has sound: Chromium counts the audio bytes it decodes while playing.
    await video.play();
    await new Promise((resolve) => setTimeout(resolve, 500));
    video.pause();
    const hasAudio = (video as HTMLVideoElement & { webkitAudioDecodedByteCount: number }).webkitAudioDecodedByteCount > 0;
    if (!Number.isFinite(video.duration)) return { duration: video.duration, seekedTo: null, hasAudio };
    // A player can jump into the middle.
    const seeked = new Promise((resolve) => (video.onseeked = resolve));
    video.currentTime = video.duration / 2;
    await seeked;
    return { duration: video.duration, seekedTo: video.currentTime, hasAudio };
  });
  expect(playback.seekedTo).not.toBeNull();
  expect(Math.abs((playback.seekedTo ?? 0) - playback.duration / 2)).toBeLessThan(1);
  const probed = probeRecording(bytes, fileName);
  // The length is in the file's header (ffprobe does not estimate it for these containers), close to what played.
  expect(Math.abs(probed.headerDuration - playback.duration)).toBeLessThan(0.5);
  return { fileName, size: bytes.length, duration: playback.duration, hasAudio: playback.hasAudio, probed };
}

/**
 * What ffprobe reads of the downloaded file: the container's own duration (an MP4's mvhd, a WebM's
 * Segment Info), the codecs, and the keyframe times. An MP4 must not be fragmented and keep its
 * index (moov) before the media (mdat), so players that trust the header show its length.
 */
function probeRecording(bytes: Buffer, fileName: string) {
  const folder = mkdtempSync(path.join(os.tmpdir(), "band-studio-"));
  try {
    const file = path.join(folder, fileName);
    writeFileSync(file, bytes);
    const probe = (args: string[]) => execFileSync("ffprobe", ["-v", "error", ...args, file], { encoding: "utf8" });
    const info = JSON.parse(probe(["-show_entries", "format=format_name,duration:stream=codec_type,codec_name", "-of", "json"])) as {
      format: { format_name: string; duration?: string };
      streams: { codec_type: string; codec_name: string }[];
    };
    const frames = (
      JSON.parse(probe(["-select_streams", "v:0", "-show_entries", "frame=pts_time,key_frame", "-of", "json"])) as { frames: { pts_time?: string; key_frame: number }[] }
    ).frames
      .map((frame) => ({ time: Number.parseFloat(frame.pts_time ?? ""), key: frame.key_frame === 1 }))
      .filter((frame) => Number.isFinite(frame.time));
    const headerDuration = Number(info.format.duration);
    expect(headerDuration, "the header carries the duration").toBeGreaterThan(0);
    const audio = info.streams.find((stream) => stream.codec_type === "audio")?.codec_name;
    if (fileName.endsWith(".mp4")) {
      expect(bytes.includes(Buffer.from("moof")), "not fragmented").toBe(false);
      expect(bytes.indexOf(Buffer.from("moov"))).toBeLessThan(bytes.indexOf(Buffer.from("mdat")));
      expect(info.streams.find((stream) => stream.codec_type === "video")?.codec_name).toBe("h264");
      if (audio) expect(audio).toBe("aac");
    } else {
      expect(info.format.format_name).toContain("webm");
    }
    // A keyframe at least every 2 s: no frame more than 2.5 s after the last keyframe (slack for
    // the frame the recorder lands on) that is not one itself. Frames, not keyframes, are compared:
    // on a loaded host the encoder can send none for seconds (one run: none from 0.5 s to 7.8 s).
    let lastKeyframe = -Infinity;
    const late = frames.filter((frame) => {
      if (frame.key) lastKeyframe = frame.time;
      return !frame.key && frame.time - lastKeyframe > 2.5;
    });
    expect(frames[0]?.key, "the first frame is a keyframe").toBe(true);
    expect(
      late.map((frame) => frame.time),
      `keyframes at ${frames
        .filter((frame) => frame.key)
        .map((frame) => frame.time)
        .join(", ")}`,
    ).toEqual([]);
    return { headerDuration, audio };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

test("camera mode: a mirrored live preview, the timer, Stop ends every track, and the download plays for about 3 s", async ({ page }) => {
  await watchCapturedTracks(page);
  await page.goto("/video-studio");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Video Studio");
  await expect(page.getByRole("radio", { name: "Camera" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Audio" })).toBeChecked();
  await expect(timer(page)).toHaveText("00:00");
  // MP4 only with H.264 and AAC: Debian's Chromium has no AAC encoder, so it records WebM here.
  const recordsMp4 = await page.evaluate(() => MediaRecorder.isTypeSupported("video/mp4;codecs=avc1,mp4a.40.2"));

  await page.getByRole("button", { name: "Start Recording" }).click();
  const preview = page.getByLabel("Live preview");
  await expect(preview).toBeVisible();
  await expect(preview).toHaveCSS("scale", "-1 1");
  await expect(page.getByRole("radio", { name: "Screen" })).toBeDisabled();
  await expect(page.getByText(/^Recording at \d+×\d+\.$/)).toBeVisible();
  await waitForTimerPast(page, 2);
  expect(await trackStates(page)).toEqual(expect.arrayContaining(["video:live", "audio:live"]));

  const stoppedAt = await stopRecording(page);
  await expect(page.getByRole("heading", { name: "Your video is ready" })).toBeVisible(finishing);
  expect(new Set(await trackStates(page))).toEqual(new Set(["video:ended", "audio:ended"]));
  await expect(page.getByLabel("Your recording")).toHaveAttribute("src", /^blob:/);
  await expect(page.getByText("WhatsApp and iPhones do not play it", { exact: false })).toHaveCount(recordsMp4 ? 0 : 1);

  const recording = await downloadAndMeasure(page);
  expect(recording.hasAudio).toBe(true);
  expect(recording.fileName).toMatch(new RegExp(`^eko-live-band-\\d{4}-\\d{2}-\\d{2}-\\d{4}\\.${recordsMp4 ? "mp4" : "webm"}$`));
  expect(recording.size).toBeGreaterThan(1000);
  expect(Number.isFinite(recording.duration)).toBe(true);
  expect(recording.duration).toBeGreaterThan(2);
  expect(recording.duration).toBeLessThan(stoppedAt + 5);

  // Recording again starts the timer from zero.
  await page.getByRole("button", { name: "Record again" }).click();
  await expect(page.getByRole("button", { name: "Stop Recording" })).toBeEnabled();
  await expect(timer(page)).toHaveText(/^00:0[01]$/);
  await waitForTimerPast(page, 2); // something to keep: a stop within the first frames records nothing
  await page.getByRole("button", { name: "Stop Recording" }).click();
  await expect(page.getByRole("link", { name: "Download video" })).toBeVisible(finishing);
});

test("a browser without MP4 recording gets a WebM file that carries its duration, with the note on sharing it", async ({ page }) => {
  await page.addInitScript(() => {
    const isTypeSupported = MediaRecorder.isTypeSupported.bind(MediaRecorder);
    MediaRecorder.isTypeSupported = (type: string) => !type.startsWith("video/mp4") && isTypeSupported(type);
  });
  await page.goto("/video-studio");
  await page.getByRole("button", { name: "Start Recording" }).click();
  await waitForTimerPast(page, 2);
  const stoppedAt = await stopRecording(page);
  await expect(page.getByText("WhatsApp and iPhones do not play it", { exact: false })).toBeVisible(finishing);
  const recording = await downloadAndMeasure(page);
  expect(recording.hasAudio).toBe(true);
  expect(recording.fileName).toMatch(/^eko-live-band-\d{4}-\d{2}-\d{2}-\d{4}\.webm$/);
  // MediaRecorder alone writes no duration into WebM (the browser reports Infinity): it was fixed.
  expect(Number.isFinite(recording.duration)).toBe(true);
  expect(recording.duration).toBeGreaterThan(2);
  expect(recording.duration).toBeLessThan(stoppedAt + 5);
});

test("screen mode: the shared screen and the mixed sound record, and the download plays for about 3 s", async ({ page }) => {
  await watchCapturedTracks(page);
  await page.goto("/video-studio");
  await page.getByRole("radio", { name: "Screen" }).check();
  await page.getByRole("button", { name: "Start Recording" }).click();
  await expect(page.getByLabel("Live preview")).toBeVisible();
  await expect(page.getByLabel("Live preview")).toHaveCSS("scale", "none");
  await waitForTimerPast(page, 2);
  const stoppedAt = await stopRecording(page);
  await expect(page.getByRole("heading", { name: "Your video is ready" })).toBeVisible(finishing);
  const states = await trackStates(page);
  expect(states).toContain("video:ended");
  expect(states).toContain("audio:ended"); // the microphone mixed in
  expect(states.every((state) => state.endsWith(":ended"))).toBe(true);

  const recording = await downloadAndMeasure(page);
  expect(recording.hasAudio).toBe(true); // the fake microphone, mixed in through the AudioContext
  expect(recording.fileName).toMatch(/^eko-live-band-\d{4}-\d{2}-\d{2}-\d{4}\.(mp4|webm)$/);
  expect(Number.isFinite(recording.duration)).toBe(true);
  expect(recording.duration).toBeGreaterThan(2);
  expect(recording.duration).toBeLessThan(stoppedAt + 5);
});

test("ending the share from the browser's bar stops cleanly and keeps what was recorded", async ({ page }) => {
  await watchCapturedTracks(page);
  await page.goto("/video-studio");
  await page.getByRole("radio", { name: "Screen" }).check();
  await page.getByRole("switch", { name: "Audio" }).uncheck();
  await page.getByRole("button", { name: "Start Recording" }).click();
  await waitForTimerPast(page, 1);
  // What Chrome does on "Stop sharing": the screen track ends and says so.
  await page.evaluate(() => {
    const screen = window.capturedTracks.find((track) => track.kind === "video")!;
    screen.stop();
    screen.dispatchEvent(new Event("ended"));
  });
  await expect(page.getByRole("heading", { name: "Your video is ready" })).toBeVisible(finishing);
  await expect(page.getByRole("alert").filter({ hasText: "Recording failed" })).toHaveCount(0);
  expect(await trackStates(page)).toEqual(["video:ended"]);
  const recording = await downloadAndMeasure(page);
  expect(recording.hasAudio).toBe(false); // audio was switched off
  expect(Number.isFinite(recording.duration)).toBe(true);
});

test("leaving the page for another one stops every track", async ({ page }) => {
  await watchCapturedTracks(page);
  await page.goto("/video-studio");
  await page.getByRole("button", { name: "Start Recording" }).click();
  await expect(page.getByRole("button", { name: "Stop Recording" })).toBeEnabled();
  expect(await trackStates(page)).toEqual(expect.arrayContaining(["video:live"]));
  // A client-side navigation keeps the document (and our record of its tracks).
  await page.getByRole("banner").getByRole("link", { name: "Our Music" }).first().click();
  await expect(page).toHaveURL(/\/music$/);
  await expect.poll(() => trackStates(page)).toEqual(expect.arrayContaining(["video:ended"]));
  expect((await trackStates(page)).every((state) => state.endsWith(":ended"))).toBe(true);
});

test("a recording stops by itself at 10 minutes, after a warning a minute before", async ({ page }) => {
  await page.clock.install();
  await page.goto("/video-studio");
  await page.getByRole("button", { name: "Start Recording" }).click();
  await expect(page.getByRole("button", { name: "Stop Recording" })).toBeEnabled();
  // The page's clock is fake, the encoder's is not: a few real seconds so there is video to keep
  // (a loaded machine's encoder takes over a second to hand over its first data).
  await page.waitForTimeout(3000);
  await page.clock.runFor("09:00"); // the installed clock also moved with those real seconds
  await expect(timer(page)).toHaveText(/^09:0\d$/);
  await expect(page.getByText("One minute left: recording stops at 10:00.")).toBeVisible();
  await page.clock.runFor("01:00");
  await expect(page.getByRole("heading", { name: "Your video is ready" })).toBeVisible(finishing);
  await expect(timer(page)).toHaveText("10:00");
});

test("a finished recording is recorded as a custom action with its length", async ({ page }) => {
  // Tracking stays off in automated browsers; this page pretends to be a person's, and keeps a
  // copy of each beacon (Playwright cannot read a beacon's body).
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false });
    const beacons: string[] = ((window as Window & { beacons?: string[] }).beacons = []);
    const sendBeacon = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (String(url).endsWith("/api/tracking/action") && data instanceof Blob) void data.text().then((body) => beacons.push(body));
      return sendBeacon(url, data);
    };
  });
  await page.goto("/video-studio");
  await page.getByRole("button", { name: "Start Recording" }).click();
  await waitForTimerPast(page, 2);
  await page.getByRole("button", { name: "Stop Recording" }).click();
  const sent = () => page.evaluate(() => ((window as Window & { beacons?: string[] }).beacons ?? []).map((body) => JSON.parse(body)));
  await expect.poll(async () => (await sent()).map((action) => action.actionType)).toContain("video_recording");
  const action = (await sent()).find((entry) => entry.actionType === "video_recording");
  expect(action.pagePath).toBe("/video-studio");
  const data = JSON.parse(action.actionData);
  expect(data).toMatchObject({ mode: "camera", format: expect.stringMatching(/^(mp4|webm)$/) });
  expect(data.seconds).toBeGreaterThanOrEqual(2);
});

test("with camera and microphone denied, the failure alert shows, and Try again works once allowed", async ({ playwright, launchOptions, baseURL }) => {
  // This project's browser allows every device through its fake prompt; this one asks for real.
  const args = (launchOptions.args ?? []).filter((arg) => !arg.startsWith("--use-fake-ui-for-media-stream"));
  const browser = await playwright.chromium.launch({ ...launchOptions, args });
  try {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await countRecordedChunks(page);
    await page.goto("/video-studio");
    const origin = new URL(page.url()).origin;
    const cdp = await context.newCDPSession(page);
    for (const name of ["camera", "microphone"]) await cdp.send("Browser.setPermission", { permission: { name }, setting: "denied", origin });
    await page.getByRole("button", { name: "Start Recording" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Recording failed" });
    await expect(alert).toContainText("Recording failed: Permission denied");
    await expect(alert).toContainText("Could not access camera/screen. Please check permissions.");
    await expect(page.getByRole("button", { name: "Start Recording" })).toBeEnabled();
    await page.mouse.move(0, 0); // the site's buttons fade a little under the pointer; judge them at rest
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);

    await context.grantPermissions(["camera", "microphone"], { origin });
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("button", { name: "Stop Recording" })).toBeEnabled();
    await expect(alert).toHaveCount(0);
    await waitForTimerPast(page, 2);
    await page.getByRole("button", { name: "Stop Recording" }).click();
    await expect(page.getByRole("link", { name: "Download video" })).toBeVisible(finishing);
  } finally {
    await browser.close();
  }
});

test("the hero's Create Video and the footer link open the studio as its own document, allowed to use the camera", async ({ page }) => {
  await page.goto("/");
  const allowsCamera = () => page.evaluate(() => (document as Document & { featurePolicy: { allowsFeature(name: string): boolean } }).featurePolicy.allowsFeature("camera"));
  expect(await allowsCamera()).toBe(false);
  await page.locator("#home").getByRole("link", { name: "Create Video" }).click();
  await expect(page).toHaveURL(/\/video-studio$/);
  expect(await allowsCamera()).toBe(true);

  await page.goto("/about");
  await page.getByRole("contentinfo").getByRole("link", { name: "Video Studio" }).click();
  await expect(page).toHaveURL(/\/video-studio$/);
  expect(await allowsCamera()).toBe(true);
  await page.getByRole("button", { name: "Start Recording" }).click();
  await expect(page.getByRole("button", { name: "Stop Recording" })).toBeEnabled();
  await waitForTimerPast(page, 2);
  await page.getByRole("button", { name: "Stop Recording" }).click();
  await expect(page.getByRole("link", { name: "Download video" })).toBeVisible(finishing);
});

for (const theme of ["light", "dark"] as const) {
  test(`no accessibility violations while recording and with the result (${theme} theme)`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem("homepage-theme", value), theme);
    await page.goto("/video-studio");
    const violations = async (state: string) => {
      await page.mouse.move(0, 0); // the site's buttons fade a little under the pointer; judge them at rest
      return (await new AxeBuilder({ page }).analyze()).violations.map((violation) => `${state}: ${violation.id} ${violation.nodes.map((node) => node.target).join(" ")}`);
    };
    await page.getByRole("button", { name: "Start Recording" }).click();
    await expect(page.getByRole("button", { name: "Stop Recording" })).toBeEnabled();
    expect(await violations("recording")).toEqual([]);
    await waitForTimerPast(page, 0);
    await page.getByRole("button", { name: "Stop Recording" }).click();
    await expect(page.getByRole("link", { name: "Download video" })).toBeVisible(finishing);
    expect(await violations("stopped")).toEqual([]);
  });
}

test("Permissions-Policy lets only /video-studio use the camera, microphone and screen", async ({ request }) => {
  const studio = await request.get("/video-studio");
  expect(studio.status()).toBe(200);
  expect(studio.headers()["permissions-policy"]).toBe(videoStudioPermissions.value);
  for (const path of ["/", "/about", "/video-studio/nothing-here"]) {
    const policy = (await request.get(path)).headers()["permissions-policy"];
    expect(policy, path).toBe("camera=(), microphone=(), display-capture=(), geolocation=(), payment=()");
  }
});

test.describe("on a phone", () => {
  const { defaultBrowserType: _unused, ...pixel } = devices["Pixel 7"];
  void _unused;
  test.use(pixel);

  test("screen mode is off with a reason, and the back camera records unmirrored", async ({ page }) => {
    // Phone browsers have no screen capture.
    await page.addInitScript(() => Object.defineProperty(MediaDevices.prototype, "getDisplayMedia", { value: undefined }));
    await page.goto("/video-studio");
    await expect(page.getByRole("radio", { name: "Screen" })).toBeDisabled();
    await expect(page.getByRole("radio", { name: "Screen" })).toHaveAccessibleDescription(/phone and tablet browsers cannot share their screen/);
    await expect(page.getByRole("radio", { name: "Camera" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Front" })).toBeChecked();
    await page.getByRole("radio", { name: "Back" }).check();
    await page.getByRole("button", { name: "Start Recording" }).click();
    await expect(page.getByLabel("Live preview")).toHaveCSS("scale", "none");
    await waitForTimerPast(page, 1);
    await page.getByRole("button", { name: "Stop Recording" }).click();
    await expect(page.getByRole("link", { name: "Download video" })).toBeVisible(finishing);
  });
});
