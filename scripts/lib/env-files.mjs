// The project's .env files for its own scripts, read by Next.js's own loader (@next/env) the way
// `next start` reads them: .env.production.local, .env.local, .env.production, .env (with
// NODE_ENV=test: .env.test.local, .env.test, .env), a file earlier in that list winning, and a
// variable already set in the real environment (even to "") winning over every file. Every step of
// `npm start` and every operator script loads them first (scripts/lib/load-env-files.mjs), so the
// migrations, the admin account, the seed and the server all see one configuration.
import nextEnv from "@next/env";
import { root } from "./run.mjs";

const quiet = { info() {}, error: console.error };

/**
 * Loads `dir`'s .env files into process.env and returns the names of the files found. Child
 * processes inherit the result (and Next's mark that it is applied), so they do not read again.
 */
export function loadEnvFiles(dir = root) {
  const { loadedEnvFiles } = nextEnv.loadEnvConfig(dir, false, quiet);
  return loadedEnvFiles.map((file) => file.path);
}
