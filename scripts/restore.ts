// `npm run restore -- FILE|s3://bucket/backups/NAME [--force]`: puts a backup made by `npm run
// backup` (or the nightly one) back into a stopped install (DATA_DIR / DATABASE_URL), SQLite or
// PostgreSQL, whichever engine made it. What it replaces on the disk is moved to
// DATA_DIR/replaced-<time>; a PostgreSQL database that already holds enquiries is refused unless --force.
import "./lib/load-env-files.mjs"; // first: the .env files, as Next.js reads them
import path from "node:path";
import { restoreBackup } from "../lib/backup/archive";
import { databaseUrl, dataDir } from "../lib/env";
import { migrateDatabase } from "./lib/migrate.mjs";

const args = process.argv.slice(2);
const force = args.includes("--force");
const given = args.find((arg) => !arg.startsWith("--"));
if (!given) {
  console.error("Usage: npm run restore -- path/to/band-backup-YYYYMMDD-HHMMSS.tar.gz | s3://bucket/backups/band-backup-….tar.gz [--force]");
  process.exit(2);
}
const archive = given.startsWith("s3://") ? given : path.resolve(given);

try {
  const url = databaseUrl();
  const result = await restoreBackup({ archive, dataDir: dataDir(), databaseUrl: url, force, migrate: () => migrateDatabase(url) });
  console.log(`Restored the backup of ${result.createdAt} into ${dataDir()}:`);
  console.log(`  database: ${result.database ? "restored" : "not in this backup"}; uploads: ${result.uploads} file(s)`);
  if (result.replaced.length) {
    console.log(`Replaced (kept in ${result.keptIn}):`);
    for (const file of result.replaced) console.log(`  ${file}`);
  } else {
    console.log("Nothing was replaced on the disk (the install was empty).");
  }
  console.log(
    "Start the server again (npm start); it applies any newer migrations. Uploads restored to the disk go back to a bucket with npm run files:copy -- --from local --to s3.",
  );
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
