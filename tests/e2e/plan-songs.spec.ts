import { enquiryIdFound, expect, inDays, signInAdmin, test } from "./support";

// The plan's songs in a repertoire bigger than a page (500 songs): the client's page carries only
// the plan's own songs and finds the rest by searching the server; the band's "Plan for the night"
// names every song of the plan. It had read the Repertoire tab's first 500 songs only, so a
// must-play sorted after them read "A song no longer in the repertoire", and the first dance
// "Not chosen".

test("a repertoire past 500 songs: the client finds and picks songs by search, and the band's plan names them", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const unique = `${Date.now().toString(36)}${test.info().retry}`;
  const name = `Plan Songs ${unique}`;
  expect(
    (
      await page.request.post("/api/contacts", {
        data: {
          name,
          phone: "08031234570",
          email: `plan.${unique}@example.com`,
          eventType: "Wedding",
          eventDate: inDays(120 + test.info().retry),
          venue: "Ikoyi",
          source: "contact",
        },
      })
    ).status(),
  ).toBe(201);
  await signInAdmin(page);
  const contactId = await enquiryIdFound(page, unique);
  const sent = await page.request.post(`/api/contacts/${contactId}/quote`, { data: { total: 600_000 } });
  const { url } = ((await sent.json()) as { quote: { url: string } }).quote;
  const quoteId = ((await (await page.request.get(`/api/contacts/${contactId}/quote`)).json()) as { quotes: { id: number }[] }).quotes[0]!.id;
  const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
  const paid = await page.request.post(`/api/admin/quotes/${quoteId}/payments`, { data: { part: "deposit", amount: 300_000, receivedOn: today } });
  expect(paid.status(), await paid.text()).toBe(201);

  // 520 songs that sort before the plan's (by genre then title), imported as the band does, then the plan's two.
  const csv = ["title,artist,genre", ...Array.from({ length: 520 }, (_, n) => `Filler ${n} ${unique},Session Band,Aa ${unique}`)].join("\n");
  const imported = await page.request.post("/api/admin/repertoire/import", { headers: { "content-type": "text/csv" }, data: csv });
  expect(((await imported.json()) as { imported: number }).imported).toBe(520);
  const zobo = { title: `Zobo Dance ${unique}`, artist: "Ajegunle Band", genre: `Zz ${unique}` };
  const zuma = { title: `Zuma Rock ${unique}`, artist: "Lagos Strings", genre: `Zz ${unique}`, moments: ["first-dance"] };
  for (const song of [zobo, zuma]) expect((await page.request.post("/api/admin/repertoire", { data: song })).status()).toBe(201);

  try {
    const client = await browser.newPage();
    const path = new URL(url).pathname;
    expect(await (await client.request.get(path)).text()).not.toContain(`Filler 300 ${unique}`); // the page does not carry the repertoire
    await client.goto(path);
    const plan = client.getByRole("region", { name: "Your plan for the night" });
    // Typed again until the page's code has taken over the field (it hydrates after the first paint).
    const mustPlay = plan.getByRole("button", { name: `Must play: ${zobo.title}` });
    await expect(async () => {
      await plan.getByLabel("Find a song in our repertoire").fill(`zobo ${unique}`);
      await expect(mustPlay).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await mustPlay.click();
    await expect(plan.getByRole("button", { name: `Remove from must-play: ${zobo.title}` })).toBeVisible();

    // The first dance: the band's suggestions as soon as the field is entered, then a search.
    const firstDance = plan.getByRole("group", { name: "First dance" });
    const finder = firstDance.getByLabel("Find a song for the first dance");
    await expect(finder).toHaveAttribute("maxlength", "200"); // a longer search would be refused by the server
    await finder.focus();
    await expect(firstDance.getByText("The band's suggestions:")).toBeVisible();
    await expect(firstDance.getByRole("list", { name: "Songs for the first dance" }).getByRole("listitem").first()).toBeVisible();
    await finder.fill("no such song anywhere");
    await expect(firstDance.getByText("No song of our repertoire matches “no such song anywhere”: add it under Other requests.")).toBeVisible();
    await finder.fill(`zuma ${unique}`);
    await firstDance.getByRole("button", { name: `Choose for the first dance: ${zuma.title}` }).click();
    await expect(firstDance).toContainText(`${zuma.title} · Lagos Strings`);
    await expect(plan.getByText("Saved.")).toBeVisible();
    await client.close();

    // The band opens the plan from the enquiry: both songs named, and its search reaches past the first 500 too.
    await page.goto(`/admin/enquiries?enquiry=${contactId}`);
    const card = page.getByRole("listitem").filter({ hasText: name }).first();
    await card.getByText("Quote and payments").click();
    await card.getByText("Plan for the night").click();
    await expect(card.getByText(`${zobo.title} · Ajegunle Band`)).toBeVisible();
    await expect(card.getByRole("group", { name: "First dance" })).toContainText(`${zuma.title} · Lagos Strings`);
    await expect(card.getByText("A song no longer in the repertoire")).toHaveCount(0);
    await card.getByLabel("Find a song in our repertoire").fill(`filler 510 ${unique}`);
    await expect(card.getByRole("button", { name: `Must play: Filler 510 ${unique}` })).toBeVisible();
  } finally {
    // The other specs share this database: the 522 songs leave with the test.
    for (let round = 0; round < 3; round++) {
      const { songs } = (await (await page.request.get(`/api/admin/repertoire?q=${unique}`)).json()) as { songs: { id: number }[] };
      if (!songs.length) break;
      for (let at = 0; at < songs.length; at += 25) await Promise.all(songs.slice(at, at + 25).map((song) => page.request.delete(`/api/admin/repertoire/${song.id}`)));
    }
  }
});
