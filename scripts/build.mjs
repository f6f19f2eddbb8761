// `npm run build`: the Next.js production build, then V8 compile hints on its start-up chunks
// (see scripts/lib/compile-hints.mjs). Every script that builds the site goes through here.
import path from "node:path";
import { addCompileHints } from "./lib/compile-hints.mjs";
import { bin, root, run } from "./lib/run.mjs";

run(bin("next"), ["build"]);
const hinted = addCompileHints(path.join(root, ".next"));
console.log(`Compile hints added to ${hinted.length} start-up chunk${hinted.length === 1 ? "" : "s"}.`);
