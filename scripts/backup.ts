// `npm run backup [-- FOLDER] [--keep N]`: the SQLite database (online backup, safe while the site
// serves) and the uploads in one timestamped archive under DATA_DIR/backups or FOLDER, keeping the
// newest N (BACKUP_KEEP, default 14). With PostgreSQL it archives the uploads; use pg_dump for the database.
import "./lib/load-env-files.mjs"; // first: the .env files, as Next.js reads them
import path from "node:path";
import { createBackup } from "../lib/backup/archive";
import { databaseUrl, dataDir } from "../lib/env";

const args = process.argv.slice(2);
const keepFlag = args.indexOf("--keep");
const keep = Number(keepFlag >= 0 ? args.splice(keepFlag, 2)[1] : process.env.BACKUP_KEEP || 14);
if (!Number.isInteger(keep) || keep < 1) {
  console.error("--keep (or BACKUP_KEEP) must be a whole number of at least 1");
  process.exit(2);
}
const destination = args[0] ? path.resolve(args[0]) : undefined;

const result = await createBackup({ dataDir: dataDir(), databaseUrl: databaseUrl(), destination, keep });
console.log(`Backup written: ${result.file}`);
console.log(`  database: ${result.database ? "SQLite snapshot" : "not included (PostgreSQL: back it up with pg_dump, docs/operations.md)"}; uploads: ${result.uploads} file(s)`);
for (const file of result.removed) console.log(`  removed old backup ${file}`);
