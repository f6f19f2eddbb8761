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
