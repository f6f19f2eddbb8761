import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { expect, startOwnServer, test } from "./own-server";

// `npm start` serves the build as it is: it deletes and rewrites nothing in .next (the pages that
// show database content are cached by data tags, lib/cache/). A fresh install started from the
// build serves /music prerendered, and a visitor without JavaScript sees the page.
test.describe.configure({ mode: "serial" });

/** Every file under .next with its size and modification time, outside the run-time cache folder. */
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

test("starting a server changes nothing in .next, and the fresh install's /music is prerendered", async ({ browser }) => {
  test.setTimeout(240_000);
  // Pages other servers of this run regenerated may be written meanwhile; compare what the build made.
  const madeByBuild = (files: string[]) => files.filter((line) => !line.startsWith(path.join(".next", "cache")) && !line.includes("route-cache"));
  const before = madeByBuild(buildFiles());
  const server = await startOwnServer();
  try {
    expect(madeByBuild(buildFiles())).toEqual(before);
    const response = await fetch(`${server.url}/music`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-nextjs-cache"), "a prerendered page").toMatch(/^(HIT|STALE|MISS)$/);
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/music`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    } finally {
      await context.close();
    }
  } finally {
    await server.stop();
  }
});
