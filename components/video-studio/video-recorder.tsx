"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { canCaptureScreen } from "@/lib/browser/video-studio/capture";
import { CAP_WARNING_SECONDS, MAX_RECORDING_SECONDS, formatElapsed } from "@/lib/browser/video-studio/recording";
import { RecorderSettingsForm } from "./recorder-settings";
import { useVideoRecorder, type RecorderSettings } from "./use-video-recorder";

const noSubscription = () => () => {};

/** The video studio: pick a source, record with a live preview, then watch and download. */
export function VideoRecorder() {
  // The server cannot know; it renders the laptop's choices and a phone corrects them on hydration.
  const screenSupported = useSyncExternalStore(noSubscription, canCaptureScreen, () => true);
  const [settings, setSettings] = useState<RecorderSettings>({ mode: "camera", audio: true, facing: "user" });
  const { status, elapsed, failure, resolution, result, stream, start, stop } = useVideoRecorder();
  const preview = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (preview.current) preview.current.srcObject = stream;
  }, [stream]);

  const busy = status === "starting" || status === "recording" || status === "stopping";
  const mode = screenSupported ? settings.mode : "camera";
  const mirrored = mode === "camera" && settings.facing === "user";
  const capWarning = status === "recording" && elapsed >= MAX_RECORDING_SECONDS - CAP_WARNING_SECONDS;
  const begin = () => void start({ ...settings, mode });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-4">
        <div className="relative aspect-video overflow-hidden rounded-xl border border-border bg-stone-950">
          {result && !busy ? (
            <video id="recording-playback" src={result.url} controls playsInline className="size-full object-contain" aria-label="Your recording" />
          ) : (
            <video
              ref={preview}
              autoPlay
              muted
              playsInline
              data-tracks-own-plays
              aria-label="Live preview"
              hidden={!stream}
              className={`size-full object-contain ${mirrored ? "-scale-x-100" : ""}`}
            />
          )}
          {!stream && !result && (
            <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-stone-300">
              {status === "starting" ? "Waiting for the camera or screen…" : "Your preview appears here when you start recording."}
            </p>
          )}
          {status === "recording" && (
            <p className="absolute top-3 left-3 flex items-center gap-2 rounded-full bg-black/70 px-3 py-1 text-sm font-semibold text-white">
              <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-red-500" />
              REC
            </p>
          )}
        </div>

        {failure && (
          <div role="alert" className="rounded-md border border-danger/40 bg-danger/10 p-4">
            <p className="font-semibold">Recording failed: {failure}</p>
            <p className="mt-1 text-sm">Could not access camera/screen. Please check permissions.</p>
            <Button variant="outline" className="mt-3" onClick={begin}>
              Try again
            </Button>
          </div>
        )}

        {result && status === "stopped" && (
          <section aria-labelledby="result-heading" className="space-y-3 rounded-xl border border-border bg-card p-4">
            <h2 id="result-heading" className="font-display text-xl font-bold">
              Your video is ready
            </h2>
            <p className="text-sm text-muted-foreground">
              {formatElapsed(result.seconds)} · {result.extension.toUpperCase()}
              {resolution ? ` · ${resolution}` : ""}
            </p>
            <a href={result.url} download={result.fileName} className={buttonClass("primary")}>
              Download video
            </a>
            <p className="text-sm">
              File: <span className="font-mono break-all">{result.fileName}</span>
            </p>
            {result.extension === "webm" && (
              <p className="text-sm text-muted-foreground">
                This browser saves WebM, which plays in browsers, on Android, YouTube and in VLC. WhatsApp and iPhones do not play it: send it on WhatsApp as a document, or record
                in Safari (or Chrome on a Windows PC or a Mac), which save MP4.
              </p>
            )}
          </section>
        )}
      </div>

      <div className="space-y-6 rounded-xl border border-border bg-card p-5">
        <RecorderSettingsForm settings={{ ...settings, mode }} onChange={setSettings} disabled={busy} screenSupported={screenSupported} />
        <div className="space-y-3 border-t border-border pt-5">
          <p className="flex items-baseline justify-between">
            <span className="text-sm text-muted-foreground">Time</span>
            <span role="timer" aria-label="Recording time" className="font-mono text-3xl font-bold tabular-nums">
              {formatElapsed(elapsed)}
            </span>
          </p>
          {busy ? (
            <Button className="w-full bg-danger! text-background!" onClick={stop} disabled={status !== "recording"}>
              {status === "stopping" ? "Finishing…" : status === "starting" ? "Starting…" : "Stop Recording"}
            </Button>
          ) : (
            <Button className="w-full" onClick={begin}>
              {result ? "Record again" : "Start Recording"}
            </Button>
          )}
          <p aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
            {capWarning
              ? `One minute left: recording stops at ${formatElapsed(MAX_RECORDING_SECONDS)}.`
              : status === "recording"
                ? `Recording${resolution ? ` at ${resolution}` : ""}.`
                : status === "stopped"
                  ? "Recording stopped. Your video is ready below."
                  : ""}
          </p>
          <p className="text-xs text-muted-foreground">
            Recordings stop by themselves after {MAX_RECORDING_SECONDS / 60} minutes. Nothing is uploaded: the video stays on your device.
          </p>
        </div>
      </div>
    </div>
  );
}
