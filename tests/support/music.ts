import { NextRequest } from "next/server";

const BASE = "http://localhost:3000";

type Upload = { title?: string; album?: string; genre?: string; duration?: string; file?: { bytes: Uint8Array; name: string; type: string } };

/** A multipart track upload as the admin's browser sends it: metadata first, then the file. */
export function uploadRequest(upload: Upload, cookie?: string, headers: Record<string, string> = {}): NextRequest {
  const form = new FormData();
  for (const field of ["title", "album", "genre", "duration"] as const) {
    const value = upload[field];
    if (value !== undefined) form.append(field, value);
  }
  if (upload.file) form.append("audio", new Blob([new Uint8Array(upload.file.bytes)], { type: upload.file.type }), upload.file.name);
  const encoded = new Request(BASE, { method: "POST", body: form });
  return streamingRequest("POST", "/api/music-tracks", encoded.body!, {
    "content-type": encoded.headers.get("content-type")!,
    ...(cookie ? { cookie } : {}),
    ...headers,
  });
}

export function streamingRequest(method: string, pathname: string, body: ReadableStream<Uint8Array>, headers: Record<string, string>): NextRequest {
  const init = { method, headers: { host: "localhost:3000", "x-forwarded-for": "192.0.2.9", ...headers }, body, duplex: "half" };
  return new NextRequest(new URL(pathname, BASE), init as ConstructorParameters<typeof NextRequest>[1]);
}

/**
 * A multipart body whose audio file is `fileBytes` long (a WAV header, then silence), produced
 * 1 MiB at a time as it is read, so the test itself never holds it. `pulled()` says how much the
 * server has read.
 */
export function hugeUploadBody(fileBytes: number) {
  const boundary = `----band-test-${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nToo Big\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="big.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
  );
  const wavHeader = Buffer.from("RIFF\0\0\0\0WAVEfmt \x10\0\0\0", "latin1");
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = new Uint8Array(1024 * 1024);
  let sent = 0;
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) {
        const first = Buffer.concat([head, wavHeader]);
        sent = wavHeader.length;
        pulled += first.length;
        controller.enqueue(first);
        return;
      }
      if (sent >= fileBytes) {
        pulled += tail.length;
        controller.enqueue(tail);
        controller.close();
        return;
      }
      const size = Math.min(chunk.length, fileBytes - sent);
      sent += size;
      pulled += size;
      controller.enqueue(chunk.slice(0, size));
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}`, pulled: () => pulled };
}

/** Samples heap plus buffer memory while `work` runs; answers the largest growth seen. */
export async function peakMemoryGrowth(work: () => Promise<unknown>): Promise<number> {
  const used = () => {
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    return heapUsed + arrayBuffers;
  };
  const start = used();
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, used() - start)), 20);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, used() - start);
}
