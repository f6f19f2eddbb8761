"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { site } from "@/fixed/site";
import { openCamera, openScreen, resolutionOf, type Capture, type CaptureMode, type Facing } from "@/lib/browser/video-studio/capture";
import { finaliseRecording, prepareFinalising } from "@/lib/browser/video-studio/finalise";
import {
  CHUNK_INTERVAL_MS,
  KEYFRAME_INTERVAL_MS,
  MAX_RECORDING_SECONDS,
  chooseRecordingFormat,
  describeMediaError,
  elapsedSeconds,
  extensionFor,
  recordingFileName,
} from "@/lib/browser/video-studio/recording";

export type RecorderStatus = "idle" | "starting" | "recording" | "stopping" | "stopped" | "failed";
export type RecordingResult = { url: string; fileName: string; mimeType: string; extension: "mp4" | "webm"; seconds: number };
export type RecorderSettings = { mode: CaptureMode; audio: boolean; facing: Facing };

type Session = { capture: Capture; recorder: MediaRecorder; chunks: Blob[]; startedAt: Date; startedMs: number; mode: CaptureMode };

/**
 * The recorder's state machine (spec section 4): idle → recording (a timer counting whole
 * seconds from 0) → stopped with the file ready, or failed with the reason. Every way out —
 * Stop, the browser's own "Stop sharing" bar, the 10-minute cap, leaving the page — ends the tracks.
 */
export function useVideoRecorder() {
  const [status, setStatus] = useState<RecorderStatus>("idle");
  const [elapsed, setElapsed] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [resolution, setResolution] = useState<string | null>(null);
  const [result, setResult] = useState<RecordingResult | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const session = useRef<Session | null>(null);
  const mounted = useRef(true);

  const fail = useCallback((reason: string) => {
    setFailure(reason);
    setStatus("failed");
  }, []);

  const stop = useCallback(() => {
    const current = session.current;
    if (!current) return;
    if (current.recorder.state !== "inactive") {
      // The camera is let go in finish(), once the recorder has handed over its last data: stopping
      // the tracks first made Chromium 150 drop a short recording's only chunk ("Nothing was recorded").
      current.recorder.stop();
      setStatus("stopping");
      return;
    }
    current.capture.release();
    setStream(null);
  }, []);

  const finish = useCallback(
    async (current: Session) => {
      session.current = null;
      current.capture.release();
      setStream(null);
      const durationMs = performance.now() - current.startedMs;
      const mimeType = current.recorder.mimeType || current.chunks[0]?.type || "video/webm";
      if (current.chunks.length === 0) return fail("Nothing was recorded");
      const extension = extensionFor(mimeType);
      const blob = await finaliseRecording(new Blob(current.chunks, { type: mimeType }), extension);
      const seconds = durationMs / 1000;
      setElapsed(Math.floor(seconds)); // the timer ends on the file's own length
      setResult({ url: URL.createObjectURL(blob), fileName: recordingFileName(site.shortName, current.startedAt, extension), mimeType, extension, seconds });
      setStatus("stopped");
      // The tracker is fetched with the first recording, not with the page (issue 48).
      const data = { seconds: Math.round(seconds * 10) / 10, mode: current.mode, format: extension };
      import("@/lib/browser/tracker")
        .then(({ trackAction }) => trackAction("video_recording", { elementId: "video-studio", data }))
        .catch((error: unknown) => console.debug("recording not tracked", error));
    },
    [fail],
  );

  const start = useCallback(
    async ({ mode, audio, facing }: RecorderSettings) => {
      if (session.current) return;
      setFailure(null);
      setResult(null);
      setStatus("starting");
      // Created inside the click, before any await, so the browser lets it run.
      const audioContext = mode === "screen" && audio && typeof AudioContext !== "undefined" ? new AudioContext() : null;
      void audioContext?.resume().catch(() => {});
      let capture: Capture;
      try {
        capture = mode === "camera" ? await openCamera({ facing, audio }) : await openScreen({ audioContext });
      } catch (error) {
        void audioContext?.close().catch(() => {});
        return fail(describeMediaError(error));
      }
      // The visitor left while the browser was still asking: let go at once.
      if (!mounted.current) return capture.release();

      let recorder: MediaRecorder;
      try {
        const format = chooseRecordingFormat((type) => MediaRecorder.isTypeSupported(type), capture.stream.getAudioTracks().length > 0);
        // videoKeyFrameIntervalDuration is newer than TypeScript's DOM types; browsers without it ignore it.
        const options: MediaRecorderOptions & { videoKeyFrameIntervalDuration: number } = { videoKeyFrameIntervalDuration: KEYFRAME_INTERVAL_MS };
        recorder = new MediaRecorder(capture.stream, format ? { ...options, mimeType: format.mimeType } : options);
      } catch (error) {
        capture.release();
        return fail(describeMediaError(error));
      }
      const current: Session = { capture, recorder, chunks: [], startedAt: new Date(), startedMs: performance.now(), mode };
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) current.chunks.push(event.data);
      };
      recorder.onstop = () => void finish(current);
      recorder.onerror = () => {
        recorder.onstop = null;
        session.current = null;
        capture.release();
        setStream(null);
        fail("The recording stopped unexpectedly");
      };
      // "Stop sharing" in the browser's bar, or a camera unplugged: keep what was recorded.
      capture.videoTrack.addEventListener("ended", stop);
      session.current = current;
      try {
        recorder.start(CHUNK_INTERVAL_MS);
      } catch (error) {
        session.current = null;
        capture.release();
        return fail(describeMediaError(error));
      }
      prepareFinalising().catch(() => {}); // fetched while recording; Stop tries again if this fails
      setResolution(resolutionOf(capture.videoTrack));
      setStream(capture.stream);
      setElapsed(0);
      setStatus("recording");
    },
    [fail, finish, stop],
  );

  // The timer: whole seconds since the start, read from the clock so it never drifts.
  useEffect(() => {
    if (status !== "recording" || !session.current) return;
    const startedMs = session.current.startedMs;
    const timer = setInterval(() => {
      const seconds = elapsedSeconds(startedMs, performance.now());
      setElapsed(seconds);
      if (seconds >= MAX_RECORDING_SECONDS) stop();
    }, 250);
    return () => clearInterval(timer);
  }, [status, stop]);

  // Leaving the page (or a client-side navigation away) lets go of the camera and the screen.
  useEffect(() => {
    const release = () => {
      const current = session.current;
      if (!current) return;
      session.current = null;
      current.recorder.onstop = null;
      if (current.recorder.state !== "inactive") current.recorder.stop();
      current.capture.release();
      setStream(null);
      setStatus("idle");
    };
    mounted.current = true;
    window.addEventListener("pagehide", release);
    return () => {
      mounted.current = false;
      window.removeEventListener("pagehide", release);
      release();
    };
  }, []);

  // The finished file's object URL lives as long as it is shown.
  useEffect(() => (result ? () => URL.revokeObjectURL(result.url) : undefined), [result]);

  return { status, elapsed, failure, resolution, result, stream, start, stop };
}
