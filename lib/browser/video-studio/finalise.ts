// What the studio hands over is a file players everywhere accept: MediaRecorder streams its output
// (a fragmented MP4 whose header says 0 s, or a WebM with no duration and no cues), so the
// recording is remuxed once it stops, without re-encoding: an MP4 with its index at the front
// (duration in the header, not fragmented), or a WebM whose header carries the duration.
// mediabunny, a maintained muxer, does the remux. It is not part of the page: it is fetched when a
// recording starts (prepareFinalising), so Stop does not wait for its download on a slow network.

let muxer: Promise<typeof import("mediabunny")> | null = null;

/** Starts fetching the muxer; a failed fetch is tried again when the recording stops. */
export function prepareFinalising(): Promise<typeof import("mediabunny")> {
  muxer ??= import("mediabunny").catch((error: unknown) => {
    muxer = null;
    throw error;
  });
  return muxer;
}

/** The recording as a finished file of the same kind; the original when it cannot be remuxed. */
export async function finaliseRecording(recorded: Blob, extension: "mp4" | "webm"): Promise<Blob> {
  let input: import("mediabunny").Input | null = null;
  try {
    const { ALL_FORMATS, BlobSource, BufferTarget, Conversion, Input, Mp4OutputFormat, Output, WebMOutputFormat } = await prepareFinalising();
    input = new Input({ source: new BlobSource(recorded), formats: ALL_FORMATS });
    const target = new BufferTarget();
    const output = new Output({ format: extension === "mp4" ? new Mp4OutputFormat({ fastStart: "in-memory" }) : new WebMOutputFormat(), target });
    const conversion = await Conversion.init({ input, output });
    if (!conversion.isValid) throw new Error(conversion.discardedTracks.map((track) => track.reason).join(", ") || "nothing to convert");
    await conversion.execute();
    if (!target.buffer) throw new Error("no output");
    return new Blob([target.buffer], { type: extension === "mp4" ? "video/mp4" : "video/webm" });
  } catch (error) {
    // The muxer's download failed, or the file could not be remuxed: the visitor keeps the recording.
    console.warn("The recording could not be finished as a standard file; it is given as recorded.", error);
    return recorded;
  } finally {
    input?.dispose();
  }
}
