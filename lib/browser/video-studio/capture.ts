// Opening the camera or the screen for the video studio (browser only), and letting go of it.

import { IDEAL_HEIGHT, IDEAL_WIDTH } from "./recording";

export type CaptureMode = "camera" | "screen";
export type Facing = "user" | "environment";

/** What is being captured: the stream to record, and everything to stop when done. */
export type Capture = {
  stream: MediaStream;
  videoTrack: MediaStreamTrack;
  release: () => void;
};

const idealSize = { width: { ideal: IDEAL_WIDTH }, height: { ideal: IDEAL_HEIGHT } };

function stopTracks(...streams: (MediaStream | null | undefined)[]): void {
  for (const stream of streams) stream?.getTracks().forEach((track) => track.stop());
}

/** Whether this browser can share a screen at all (phones and tablets cannot). */
export function canCaptureScreen(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.mediaDevices?.getDisplayMedia === "function";
}

/** Whether this page can record at all: a secure page, camera access and MediaRecorder. */
function canRecord(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.mediaDevices?.getUserMedia === "function" && typeof MediaRecorder !== "undefined";
}

function unsupported(): DOMException {
  return new DOMException("This browser cannot record video here", "NotSupportedError");
}

export async function openCamera({ facing, audio }: { facing: Facing; audio: boolean }): Promise<Capture> {
  if (!canRecord()) throw unsupported();
  const stream = await navigator.mediaDevices.getUserMedia({ video: { ...idealSize, facingMode: { ideal: facing } }, audio });
  const [videoTrack] = stream.getVideoTracks();
  if (!videoTrack) {
    stopTracks(stream);
    throw new DOMException("No camera", "NotFoundError");
  }
  return { stream, videoTrack, release: () => stopTracks(stream) };
}

/**
 * The screen (or a window or tab) with, when audio is on, its own sound where the browser offers
 * it mixed with the microphone. The AudioContext must be created in the click that started this,
 * before anything is awaited, or the browser keeps it suspended.
 */
export async function openScreen({ audioContext }: { audioContext: AudioContext | null }): Promise<Capture> {
  if (!canCaptureScreen() || !canRecord()) throw unsupported();
  const audio = audioContext !== null;
  // Chrome's systemAudio hint is not in TypeScript's DOM types yet.
  const options: DisplayMediaStreamOptions & { systemAudio?: "include" | "exclude" } = { video: idealSize, audio, ...(audio ? { systemAudio: "include" } : {}) };
  const display = await navigator.mediaDevices.getDisplayMedia(options);
  const [videoTrack] = display.getVideoTracks();
  if (!videoTrack) {
    stopTracks(display);
    throw new DOMException("No screen", "NotFoundError");
  }
  if (!audioContext) return { stream: new MediaStream([videoTrack]), videoTrack, release: () => stopTracks(display) };

  let microphone: MediaStream;
  try {
    microphone = await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch (error) {
    stopTracks(display);
    throw error;
  }
  const mix = audioContext.createMediaStreamDestination();
  for (const source of [display, microphone]) {
    const tracks = source.getAudioTracks();
    if (tracks.length > 0) audioContext.createMediaStreamSource(new MediaStream(tracks)).connect(mix);
  }
  const stream = new MediaStream([videoTrack, ...mix.stream.getAudioTracks()]);
  return {
    stream,
    videoTrack,
    release: () => {
      stopTracks(display, microphone, mix.stream);
      void audioContext.close().catch(() => {});
    },
  };
}

/** The size the camera or screen really delivers, e.g. "1920×1080", or null when unknown. */
export function resolutionOf(track: MediaStreamTrack): string | null {
  const { width, height } = track.getSettings();
  return width && height ? `${width}×${height}` : null;
}
