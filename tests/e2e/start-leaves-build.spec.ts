import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { toneWav } from "../support/audio";
import { expect, ownAdmin, startOwnServer, test } from "./own-server";

// `npm start` serves the build as it is: it deletes and rewrites nothing in .next, and the pages
// Next.js renders again at run time are kept with each install's data (cache-handler.mjs, on disk
// under its DATA_DIR), so a fresh install started from a build other servers used never serves
// their databases' tracks.
test.describe.configure({ mode: "serial" });

/** Every file under .next with its size and modification time. */
function buildFiles(directory = path.join(process.cwd(), ".next")): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(directory)) {
    const file = path.join(directory, entry);
    const stat = statSync(file);
    if (stat.isDirectory()) files.push(...buildFiles(file));
    else files.push(`${path.relative(process.cwd(), file)} ${stat.size} ${stat.mtimeMs}`);
  }
  return files.sort();
}

test("a server changes nothing in .next, and another install's uploads never show on its /music", async ({ browser, playwright }) => {
  test.setTimeout(360_000);
  const TITLE = "Ghost Of Another Install";
  const before = buildFiles();
  // One install uploads a track: its /music is rendered again with it.
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
  } finally {
    await first.stop();
  }
  expect(buildFiles(), "nothing in .next was written or removed").toEqual(before);

  // A fresh install from the same build, with a database of its own that has no tracks.
  const second = await startOwnServer();
  try {
    const response = await fetch(`${second.url}/music`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-nextjs-cache"), "a prerendered page").toMatch(/^(HIT|STALE|MISS)$/);
    expect((await response.text()).includes(TITLE), "the other install's track in the HTML").toBe(false);
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
