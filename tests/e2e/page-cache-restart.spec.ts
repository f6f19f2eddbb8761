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
