import { uploadTrackAsAdmin } from "./music-support";
import { expect, test } from "./support";

// /music is prerendered (ISR) and rebuilt when the admin changes the track list. The page's HTML is
// read without JavaScript, so the browser's own refresh of the list cannot be what shows the track.
test("/music shows a new track right after the admin uploads it, from a prerendered page", async ({ page, playwright, browser }) => {
  const before = await page.request.get("/music");
  expect(before.status()).toBe(200);
  expect(before.headers()["x-nextjs-cache"], "served from the prerender cache").toMatch(/^(HIT|STALE|MISS)$/);
  expect(await before.text()).not.toContain("Prerendered Arrival");

  await uploadTrackAsAdmin(playwright.request, { title: "Prerendered Arrival", seconds: 1 });

  const after = await page.request.get("/music");
  expect(after.status()).toBe(200);
  expect(after.headers()["x-nextjs-cache"], "still a prerendered page").toMatch(/^(HIT|STALE|MISS)$/);
  expect(await after.text()).toContain("Prerendered Arrival");

  // A visitor without JavaScript sees it too.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  try {
    const noScript = await context.newPage();
    await noScript.goto("/music");
    await expect(noScript.getByRole("list", { name: "Tracks" })).toContainText("Prerendered Arrival");
  } finally {
    await context.close();
  }
});
