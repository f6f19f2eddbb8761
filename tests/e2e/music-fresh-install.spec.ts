import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { toneWav } from "../support/audio";
import { expect, ownAdmin, startOwnServer, test } from "./own-server";

// /music is prerendered, and Next.js keeps the renders it makes in .next, which a later server
// started from the same build reads. A server on another DATA_DIR must never show tracks from a
// database that is not its own (their files would 404): npm start drops those renders.
test.describe.configure({ mode: "serial" });

const TITLE = "Ghost Of Another Install";

/** True once some cached render of a page under .next/server holds the text. */
function cachedRenderHolds(text: string, directory = path.join(process.cwd(), ".next", "server")): boolean {
  for (const entry of readdirSync(directory)) {
    const file = path.join(directory, entry);
    if (statSync(file).isDirectory()) {
      if (cachedRenderHolds(text, file)) return true;
    } else if (entry.endsWith(".html") && readFileSync(file, "utf8").includes(text)) return true;
  }
  return false;
}

test("a server started on another database serves /music from its own tracks, still prerendered", async ({ playwright, browser }) => {
  test.setTimeout(480_000);
  // One install uploads a track; its /music is regenerated and cached in .next.
  const first = await startOwnServer();
  try {
    const admin = await playwright.request.newContext({ baseURL: first.url });
    expect((await admin.post("/api/admin/login", { data: ownAdmin })).status()).toBe(200);
    const upload = await admin.post("/api/music-tracks", {
      multipart: { title: TITLE, album: "Elsewhere", genre: "Afrobeat", duration: "1", audio: { name: "ghost.wav", mimeType: "audio/wav", buffer: toneWav(1) } },
    });
    expect(upload.status(), await upload.text()).toBe(200);
    await admin.dispose();
    expect(await (await fetch(`${first.url}/music`)).text()).toContain(TITLE);
    await expect.poll(() => cachedRenderHolds(TITLE), { message: "the regenerated /music is cached on disk", timeout: 15_000 }).toBe(true);
  } finally {
    await first.stop();
  }

  // A fresh install from the same build, with a database of its own that has no tracks.
  const second = await startOwnServer();
  try {
    expect(await (await fetch(`${second.url}/api/music-tracks`)).json()).toEqual([]);
    const response = await fetch(`${second.url}/music`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-nextjs-cache"), "a prerendered page").toMatch(/^(HIT|STALE|MISS)$/);
    expect((await response.text()).includes(TITLE), "the other install's track in the HTML").toBe(false);
    const again = await fetch(`${second.url}/music`);
    expect(again.headers.get("x-nextjs-cache"), "served from the cache once rendered").toBe("HIT");

    // What a visitor without JavaScript sees: this install's (empty) library, not the other one's.
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${second.url}/music`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText(TITLE)).toHaveCount(0);
    } finally {
      await context.close();
    }
  } finally {
    await second.stop();
  }
});
