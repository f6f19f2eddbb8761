import { readdirSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy";

// Issue 60: a made-up picture asked of /_next/image is answered 404 by proxy.ts, before Next.js
// fetches it and logs "internal image response failed" (anyone could fill the error log).

const shipped = `/images/home/${readdirSync(path.join(import.meta.dirname, "../../public/images/home")).find((name) => /\.(jpe?g|png|webp)$/.test(name))}`;
const imageRequest = (source: string) => Promise.resolve(proxy(new NextRequest(`http://localhost:3000/_next/image?url=${encodeURIComponent(source)}&w=640&q=75`)));

describe("/_next/image in proxy.ts", () => {
  it("passes a shipped picture and a remote one on to Next.js", async () => {
    expect((await imageRequest(shipped)).headers.get("x-middleware-next")).toBe("1");
    expect((await imageRequest("https://i.ytimg.com/vi/abc/hqdefault.jpg")).headers.get("x-middleware-next")).toBe("1");
  });

  it("answers 404 itself for a picture that is not there, or a path out of public/", async () => {
    for (const source of ["/images/home/made-up.jpg", "/images/../../package.json", "/%2e%2e/package.json", "/images/home", "/%E0%A4%A"]) {
      const response = await imageRequest(source);
      expect(response.status, source).toBe(404);
      expect(await response.json()).toEqual({ error: "No such picture", code: "not_found" });
    }
  });
});
