import { readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as uploadPhoto } from "@/app/api/admin/gallery/photos/route";
import { db } from "@/lib/db";
import { taskQueue } from "@/lib/media/queue";
import { sniffImage } from "@/lib/media/sniff";
import { signedInAdminCookie } from "../support/admin";
import { resetDatabase } from "../support/db";
import { heicBytes, pngBytes } from "../support/images";
import { streamingRequest } from "../support/music";

// The media library's parts: type by bytes, the decode queue, and an upload cut by the client.

const ftyp = (major: string, ...compatible: string[]) => {
  const box = Buffer.alloc(16 + 4 * compatible.length);
  box.writeUInt32BE(box.length, 0);
  box.write(`ftyp${major}`, 4, "latin1");
  compatible.forEach((brand, index) => box.write(brand, 16 + 4 * index, "latin1"));
  return box;
};

describe("sniffImage", () => {
  it("knows each format by its bytes", async () => {
    expect(sniffImage(await pngBytes(4, 4))).toBe("png");
    for (const format of ["jpeg", "webp", "avif", "gif"] as const) {
      const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#123456" } })
        .toFormat(format)
        .toBuffer();
      expect(sniffImage(bytes), format).toBe(format);
    }
  });

  it("tells AVIF from HEIC whatever brand comes first, and knows neither text nor an empty file", () => {
    expect(sniffImage(ftyp("mif1", "mif1", "avif"))).toBe("avif");
    expect(sniffImage(ftyp("heic", "mif1", "heic"))).toBe("heic");
    expect(sniffImage(ftyp("mif1", "mif1", "heix"))).toBe("heic");
    expect(sniffImage(heicBytes())).toBe("heic");
    expect(sniffImage(ftyp("isom", "mp41"))).toBeNull();
    expect(sniffImage(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'></svg>"))).toBe("svg");
    expect(sniffImage(Buffer.from("GIF8 not quite"))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});

describe("taskQueue", () => {
  it("never runs more tasks than its limit, and runs them all in arrival order", async () => {
    const run = taskQueue(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        run(async () => {
          started.push(index);
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running -= 1;
          if (index === 3) throw new Error("one task fails");
          return index;
        }).catch(() => -1),
      ),
    );
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(results).toEqual([0, 1, 2, -1, 4, 5, 6, 7]);
  });
});

describe("an upload the client cuts off", () => {
  beforeEach(async () => {
    await resetDatabase();
  });

  it("answers 400 and leaves no temporary file, file or row", async () => {
    const cookie = await signedInAdminCookie();
    const boundary = "----cut-upload";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff`;
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) return controller.error(new Error("connection reset"));
        sent = true;
        controller.enqueue(Buffer.concat([Buffer.from(head, "latin1"), Buffer.alloc(256 * 1024)]));
      },
    });
    const response = await uploadPhoto(streamingRequest("POST", "/api/admin/gallery/photos", body, { "content-type": `multipart/form-data; boundary=${boundary}`, cookie }), {
      params: Promise.resolve({}),
    });
    expect(response.status).toBe(400);
    expect(await db.mediaFile.count()).toBe(0);
    expect((await readdir(os.tmpdir())).filter((name) => name.startsWith("band-upload-"))).toEqual([]);
    await rm(path.join(process.env.DATA_DIR ?? "", "uploads"), { recursive: true, force: true });
  });
});
