import { expect, test } from "./support";

// Issue 48: what a public page's first screen does not need is not in the scripts its HTML loads.
// Each part is found in the build by words only its code holds.
const startupScripts = (html: string) => [...new Set([...html.matchAll(/<script\b[^>]*\bsrc="(\/_next\/static\/[^"]+)"/g)].map((match) => match[1] ?? ""))];

const deferred = [
  { part: "the music widget's panel (loads when opened)", marker: "Streaming player" },
  { part: "the page-view tracker (loads after the page)", marker: "form_submit" },
  { part: "the tracker's sender (with the tracker, the first play or the first recording)", marker: "/api/tracking/action" },
  { part: "the music player (loads with a player on screen or the first play)", marker: "Playback stopped" },
  { part: "next/image's client component (pictures are plain <img> from getImageProps)", marker: "data-nimg" },
  { part: "next/image's getImageProps (worked out on the server, also for client components)", marker: "only be passed to the image component" },
];

for (const route of ["/", "/gallery", "/about", "/video-studio"]) {
  test(`the start-up scripts of ${route} leave out what the first screen does not need`, async ({ request }) => {
    const scripts = startupScripts(await (await request.get(route)).text());
    expect(scripts.length).toBeGreaterThan(3);
    const texts = await Promise.all(scripts.map(async (src) => ({ src, text: await (await request.get(src)).text() })));
    const holding = (marker: string) => texts.filter(({ text }) => text.includes(marker)).map(({ src }) => src);
    for (const { part, marker } of deferred) expect(holding(marker), part).toEqual([]);
    // next/link's code once (its shared helpers hold this message), not a second copy for the
    // root layout's not-found page.
    expect(holding("Cannot find the middleware module")).toHaveLength(1);
  });
}

test("the build's static files carry a subresource's headers, not a document's", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const [src] = startupScripts(html);
  const headers = (await request.get(src ?? "")).headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["cross-origin-resource-policy"]).toBe("same-site");
  expect(headers["content-security-policy"]).toBeUndefined();
  expect(headers["permissions-policy"]).toBeUndefined();
  const page = await request.get("/gallery");
  expect(page.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(page.headers()["strict-transport-security"]).toContain("max-age=");
});
