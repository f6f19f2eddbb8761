import { COMPILE_HINT } from "../../scripts/lib/compile-hints.mjs";
import { expect, test } from "./support";

// `npm run build` marks the chunks each page runs at start-up for eager compiling off the main
// thread (scripts/lib/compile-hints.mjs). Checked on the build the suite runs against: every script
// a page's HTML loads must carry the hint on its first line, on public and admin pages alike.
const startupScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)><\/script>/g)]
    .map((match) => match[1] ?? "")
    .filter((attributes) => !/\bnoModule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
    .filter((src): src is string => Boolean(src?.startsWith("/_next/static/")));

for (const route of ["/", "/music", "/quote-full", "/gallery", "/admin"]) {
  test(`every start-up script of ${route} carries the compile hint on its first line`, async ({ request }) => {
    const response = await request.get(route);
    expect(response.status()).toBe(200);
    const scripts = startupScripts(await response.text());
    expect(scripts.length).toBeGreaterThan(3);
    for (const src of scripts) {
      const chunk = await request.get(src);
      expect(chunk.status(), src).toBe(200);
      expect((await chunk.text()).slice(0, COMPILE_HINT.length + 1), src).toBe(`${COMPILE_HINT}\n`);
    }
  });
}
