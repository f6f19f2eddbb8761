// `npm run restore -- FILE [--force]`: puts a backup made by `npm run backup` back into a stopped
// install (DATA_DIR / DATABASE_URL). What it replaces is moved to DATA_DIR/replaced-<time>.
import "./lib/load-env-files.mjs"; // first: the .env files, as Next.js reads them
import path from "node:path";
import { restoreBackup } from "../lib/backup/archive";
import { databaseUrl, dataDir } from "../lib/env";

const args = process.argv.slice(2);
const force = args.includes("--force");
const archive = args.find((arg) => !arg.startsWith("--"));
if (!archive) {
  console.error("Usage: npm run restore -- path/to/band-backup-YYYYMMDD-HHMMSS.tar.gz [--force]");
  process.exit(2);
}

try {
  const result = restoreBackup({ archive: path.resolve(archive), dataDir: dataDir(), databaseUrl: databaseUrl(), force });
  console.log(`Restored the backup of ${result.createdAt} into ${dataDir()}:`);
  console.log(`  database: ${result.database ? "restored" : "not in this backup"}; uploads: ${result.uploads} file(s)`);
  if (result.replaced.length) {
    console.log(`Replaced (kept in ${result.keptIn}):`);
    for (const file of result.replaced) console.log(`  ${file}`);
  } else {
    console.log("Nothing was replaced (the install was empty).");
  }
  console.log("Start the server again (npm start); it applies any newer migrations.");
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
