import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startProductionServer } from "../../scripts/lib/production-server.mjs";
import { signInBand, visit } from "./band-api";
import { expect, ownAdmin, test } from "./own-server";

// One server on SQLite, as `npm start` runs it: what the band saved is what the first visitor
// after a restart sees. Before the page cache lived with the data, a restart served the build's
// copies again (the build's phone line on / and /contact, deleted photos on /gallery) until the
// band saved something else or the build was an hour old.
test.describe.configure({ mode: "serial" });

const PHONE = "+234 809 555 1212";
const PHONE_SHOWN = "8095551212";

test("a restart shows the phone line the band saved and keeps a deleted photo gone", async () => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "band-restart-"));
  const start = () => startProductionServer({ dataDir, env: { TRUST_PROXY: undefined, ADMIN_USERNAME: ownAdmin.username, ADMIN_PASSWORD: ownAdmin.password } });
  try {
    let server = await start();
    const band = await signInBand(server.url, ownAdmin);
    const kept = await band.uploadPhoto("Kept Photo");
    const deleted = await band.uploadPhoto("Deleted Photo");
    // Visitors load the pages first, so cached copies exist to go stale.
    for (const page of ["/", "/contact", "/gallery"]) expect((await visit(server.url, page)).status).toBe(200);
    await band.savePhone(PHONE);
    await band.deletePhoto(deleted.id);
    for (const page of ["/", "/contact"]) expect((await visit(server.url, page)).text.includes(PHONE_SHOWN), page).toBe(true);
    const gallery = await visit(server.url, "/gallery");
    expect(gallery.text.includes("KeptPhoto")).toBe(true);
    expect(gallery.text.includes("DeletedPhoto")).toBe(false);

    await server.stop();
    server = await start();
    try {
      for (const page of ["/", "/contact"]) {
        const first = await visit(server.url, page);
        expect(first.text.includes(PHONE_SHOWN), `${page}: the first page after the restart`).toBe(true);
      }
      const galleryAfter = await visit(server.url, "/gallery");
      expect(galleryAfter.text.includes("KeptPhoto")).toBe(true);
      expect(galleryAfter.text.includes("DeletedPhoto"), "the deleted photo stays gone").toBe(false);
      expect((await fetch(`${server.url}${kept.src}`)).status).toBe(200);
      expect((await fetch(`${server.url}${deleted.src}`)).status, "its file went with it").toBe(404);
      // Served from the page cache on disk from here on, still with the saved line.
      await expect.poll(async () => (await visit(server.url, "/contact")).cache, { timeout: 20_000, intervals: [1000] }).toBe("HIT");
      expect((await visit(server.url, "/contact")).text.includes(PHONE_SHOWN)).toBe(true);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/** The page's canonical link and share image, the absolute URLs the address of the server makes. */
async function linksOn(url: string, page: string) {
  const { status, text } = await visit(url, page);
  expect(status, page).toBe(200);
  return { canonical: /<linkrel="canonical"href="([^"]+)"/.exec(text)?.[1], image: /<metaproperty="og:image"content="([^"]+)"/.exec(text)?.[1], text };
}

test("a restart at another site address names it in every page's canonical link and share image, never the build's nor the last one's", async () => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "band-moved-"));
  // Each start has a port of its own and NEXT_PUBLIC_SITE_URL names it: every restart is a move, as
  // when the band goes from its server's first address to its own domain. The build was made with
  // yet another address (npm test: https://build-time.invalid).
  const start = () => startProductionServer({ dataDir, env: { TRUST_PROXY: undefined, ADMIN_USERNAME: ownAdmin.username, ADMIN_PASSWORD: ownAdmin.password } });
  // Each page and whether it has a share image of its own (/gallery has none).
  const pages = [
    ["/", true],
    ["/contact", true],
    ["/gallery", false],
    ["/press", true],
  ] as const;
  const expectLinksTo = async (url: string, elsewhere: string[]) => {
    for (const [page, shared] of pages) {
      const links = await linksOn(url, page);
      expect(links.canonical, page).toBe(page === "/" ? url : `${url}${page}`);
      if (shared) expect(links.image?.startsWith(`${url}/`), `${page}: ${links.image}`).toBe(true);
      for (const other of elsewhere) {
        const host = other.replace(/^https?:\/\//, "");
        expect(links.text.includes(`${host}/`) || links.text.includes(`${host}"`), `${page} names ${other}`).toBe(false);
      }
    }
  };
  try {
    const first = await start();
    const firstUrl = first.url;
    try {
      await expectLinksTo(firstUrl, ["https://build-time.invalid"]);
      // Kept in the page cache on disk, with the first address in it.
      await expect.poll(async () => (await visit(firstUrl, "/")).cache, { timeout: 20_000, intervals: [1000] }).toBe("HIT");
      await expectLinksTo(firstUrl, ["https://build-time.invalid"]);
    } finally {
      await first.stop();
    }
    const second = await start();
    try {
      expect(second.url).not.toBe(firstUrl);
      await expectLinksTo(second.url, ["https://build-time.invalid", firstUrl]);
    } finally {
      await second.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
