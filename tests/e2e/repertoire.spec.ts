import { expect, signInAdmin, test } from "./support";

// /repertoire in the browser (the spec's public repertoire): the songs by genre, and a search that
// filters as the visitor types, by title, artist or genre, finds Yoruba titles typed without their
// marks, says when nothing matches, and brings every song back when cleared.

test("a visitor finds a song by title, artist or genre, with or without the tone marks @phone", async ({ page, browser }) => {
  const unique = `${test.info().project.name}-${Date.now().toString(36)}`;
  const omo = { title: `Ọmọ Ọba ${unique}`, artist: "Ebenezer Obey", genre: `Jùjú ${unique}` };
  const sweet = { title: `Sweet Mother ${unique}`, artist: "Prince Nico Mbarga", genre: `Highlife ${unique}` };
  const water = { title: `Water No Get Enemy ${unique}`, artist: "Fela Kuti", genre: `Highlife ${unique}` };
  const songs = [omo, sweet, water];
  const admin = await browser.newPage();
  await signInAdmin(admin);
  await expect(admin.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  for (const song of songs) expect((await admin.request.post("/api/admin/repertoire", { data: song })).status()).toBe(201);
  await admin.close();

  // The cached page is renewed just after the saves' answers: wait until it carries the last song.
  await expect.poll(async () => (await page.request.get("/repertoire")).text(), { timeout: 15_000 }).toContain(water.title);
  await page.goto("/repertoire");
  const search = page.getByLabel("Search the repertoire");
  await expect(search).toHaveAttribute("maxlength", "200"); // a longer search would be refused by the server
  const count = page.getByText(/^[\d,]+ songs$|^[\d,]+ of [\d,]+ songs$|^No song matches/);
  const total = (await count.innerText()).match(/^([\d,]+) songs$/)?.[1] ?? "";
  expect(Number(total.replace(/,/g, ""))).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole("heading", { name: sweet.genre, level: 2 })).toBeVisible();

  // Typed again until the page's code has taken over the field (it hydrates after the first paint).
  await expect(async () => {
    await search.fill(`omo oba ${unique}`);
    await expect(count).toHaveText(`1 of ${total} songs`, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText(omo.title)).toBeVisible();
  await expect(page.getByRole("heading", { name: sweet.genre, level: 2 })).toHaveCount(0);

  await search.fill(`fela ${unique}`); // by artist
  await expect(count).toHaveText(`1 of ${total} songs`);
  await expect(page.getByText(water.title)).toBeVisible();
  await expect(page.getByText(sweet.title)).toHaveCount(0);

  await search.fill(`highlife ${unique}`); // by genre: both of its songs, under its heading
  await expect(count).toHaveText(`2 of ${total} songs`);
  const highlife = page.getByRole("region", { name: sweet.genre });
  await expect(highlife.getByRole("listitem")).toHaveCount(2);

  await search.fill("no such song anywhere");
  await expect(count).toHaveText("No song matches “no such song anywhere”.");
  await expect(page.getByRole("listitem").filter({ hasText: unique })).toHaveCount(0);

  await search.fill("");
  await expect(count).toHaveText(`${total} songs`);
  for (const song of songs) await expect(page.getByText(song.title)).toBeVisible();
});

test("a genre longer than the page shows its first 20 songs, and the rest on the visitor's ask, with focus on them", async ({ page, browser }) => {
  const unique = `${Date.now().toString(36)}${test.info().retry}`;
  const genre = `Bulk ${unique}`;
  const admin = await browser.newPage();
  await signInAdmin(admin);
  await expect(admin.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  const csv = ["title,artist,genre", ...Array.from({ length: 30 }, (_, n) => `Number ${String(n).padStart(2, "0")} ${unique},Session Band,${genre}`)].join("\n");
  const imported = await admin.request.post("/api/admin/repertoire/import", { headers: { "content-type": "text/csv" }, data: csv });
  expect(imported.status(), await imported.text()).toBe(200);
  expect(((await imported.json()) as { imported: number }).imported).toBe(30);
  await admin.close();

  await expect.poll(async () => (await page.request.get("/repertoire")).text(), { timeout: 15_000 }).toContain(genre);
  const html = await (await page.request.get("/repertoire")).text();
  expect(html).toContain(`Number 19 ${unique}`);
  expect(html).not.toContain(`Number 20 ${unique}`); // the rest is not in the page
  await page.goto("/repertoire");
  const section = page.getByRole("region", { name: genre });
  await expect(section.getByRole("listitem")).toHaveCount(20);
  const more = section.getByRole("button", { name: `Show the other 10 ${genre} songs` });
  // Clicked again until the page's code has taken over the button (it hydrates after the first paint).
  await expect(async () => {
    if (await more.count()) await more.click({ timeout: 2000 });
    await expect(section.getByRole("listitem")).toHaveCount(30, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(section.getByRole("list", { name: `More ${genre} songs` })).toBeFocused();
  await expect(more).toHaveCount(0);
  await expect(section.getByRole("listitem").last()).toContainText(`Number 29 ${unique}`);
});
