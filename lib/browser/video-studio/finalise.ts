// What the studio hands over is a file players everywhere accept: MediaRecorder streams its output
// (a fragmented MP4 whose header says 0 s, or a WebM with no duration and no cues), so the
// recording is remuxed once it stops, without re-encoding: an MP4 with its index at the front
// (duration in the header, not fragmented), or a WebM whose header carries the duration.
// mediabunny, a maintained muxer, does the remux; it is loaded only when a recording ends.

/** The recording as a finished file of the same kind; the original when it cannot be remuxed. */
export async function finaliseRecording(recorded: Blob, extension: "mp4" | "webm"): Promise<Blob> {
  const { ALL_FORMATS, BlobSource, BufferTarget, Conversion, Input, Mp4OutputFormat, Output, WebMOutputFormat } = await import("mediabunny");
  const input = new Input({ source: new BlobSource(recorded), formats: ALL_FORMATS });
  const target = new BufferTarget();
  const output = new Output({ format: extension === "mp4" ? new Mp4OutputFormat({ fastStart: "in-memory" }) : new WebMOutputFormat(), target });
  try {
    const conversion = await Conversion.init({ input, output });
    if (!conversion.isValid) throw new Error(conversion.discardedTracks.map((track) => track.reason).join(", ") || "nothing to convert");
    await conversion.execute();
    if (!target.buffer) throw new Error("no output");
    return new Blob([target.buffer], { type: extension === "mp4" ? "video/mp4" : "video/webm" });
  } catch (error) {
    console.warn("The recording could not be finished as a standard file; it is given as recorded.", error);
    return recorded;
  } finally {
    input.dispose();
  }
}
