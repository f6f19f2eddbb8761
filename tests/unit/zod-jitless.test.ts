import { describe, expect, it } from "vitest";
import { readSource as read, sourceFiles } from "../support/source-files";

// Zod must run jitless in the browser, set before its first object schema is built
// (lib/validation/jitless.ts says why). The root layout no longer sets it for every page, so each
// module that builds schemas imports the setting itself.

const zodValueImport = /^import (?!type )[^;]*from "zod(\/mini|\/v4\/core)?";/m;
const modules = sourceFiles("app", "components", "lib");

describe("Zod runs jitless", () => {
  it("every module that imports Zod's values imports the jitless setting", () => {
    const building = modules.filter((file) => file !== "lib/validation/jitless.ts" && zodValueImport.test(read(file)));
    expect(building.length).toBeGreaterThanOrEqual(15);
    const missing = building.filter((file) => !/^import "(\.\/|@\/lib\/validation\/)jitless";$/m.test(read(file)));
    expect(missing).toEqual([]);
  });

  it("the root layout and the public site's layout load no Zod", () => {
    for (const layout of ["app/layout.tsx", "app/(site)/layout.tsx"]) expect(read(layout)).not.toMatch(/zod|jitless/i);
  });
});

// Issue 49: one way to import Zod. Schemas are built with `import { z } from "zod"`; the public
// forms' schemas (lib/validation/enquiry.ts, in every visitor's browser) with zod/mini, a third of
// the size; the helpers that take a schema of either kind (lib/http.ts, lib/validation/issues.ts)
// and the jitless switch use zod/v4/core, which both build on.
describe("Zod is imported one way per job", () => {
  const importsOf = (file: string) => [...read(file).matchAll(/^import (.*) from "(zod[^"]*)";/gm)].map((match) => ({ what: match[1], from: match[2] }));
  const users = modules.filter((file) => importsOf(file).length > 0);

  it("zod as { z }, zod/mini only for the public forms, zod/v4/core only for the shared helpers", () => {
    const odd = users.flatMap((file) =>
      importsOf(file)
        .filter(({ what, from }) => {
          if (from === "zod") return what !== "{ z }" && what !== "type { z }";
          if (from === "zod/mini") return !["lib/validation/enquiry.ts", "lib/browser/lazy-resolver.ts"].includes(file);
          if (from === "zod/v4/core") return !["lib/http.ts", "lib/validation/issues.ts", "lib/validation/jitless.ts"].includes(file);
          return true;
        })
        .map(({ what, from }) => `${file}: import ${what} from "${from}"`),
    );
    expect(users.length).toBeGreaterThanOrEqual(20);
    expect(odd).toEqual([]);
  });
});
