// Imported first by `npm start` and each operator script: the project's .env files are in
// process.env before any other module reads it (lib/db/index.ts opens its database at import).
import { loadEnvFiles } from "./env-files.mjs";

loadEnvFiles();
