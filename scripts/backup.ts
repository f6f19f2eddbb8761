// `npm run backup [-- FOLDER] [--keep N]`: the database (SQLite: its online snapshot, safe while the
// site serves; PostgreSQL: every table's rows) and the uploads (the local folder, or fetched from
// the bucket or Blob) in one timestamped archive under DATA_DIR/backups or FOLDER, keeping the
// newest N (BACKUP_KEEP, default 14); with BACKUP_S3_BUCKET or S3_BUCKET set, also in
// s3://<bucket>/backups. Recorded for the Overview like the server's nightly backup.
import "./lib/load-env-files.mjs"; // first: the .env files, as Next.js reads them
import path from "node:path";
import { backupKeep, recordedBackup } from "../lib/backup/runs";
import { db } from "../lib/db";

const args = process.argv.slice(2);
const keepFlag = args.indexOf("--keep");
let keep: number;
try {
  keep = keepFlag >= 0 ? backupKeep({ BACKUP_KEEP: args.splice(keepFlag, 2)[1] }) : backupKeep();
} catch {
  console.error("--keep (or BACKUP_KEEP) must be a whole number of at least 1");
  process.exit(2);
}
const destination = args[0] ? path.resolve(args[0]) : undefined;

try {
  const outcome = (await recordedBackup({ destination, keep }))!;
  if (!outcome.ok) {
    console.error(`Backup failed: ${outcome.error}`);
    process.exitCode = 1;
  } else {
    const { result } = outcome;
    console.log(`Backup written: ${result.file} (${result.bytes} bytes)`);
    console.log(`  database: ${result.engine === "sqlite" ? "SQLite snapshot" : "PostgreSQL, every table's rows"}; uploads: ${result.uploads} file(s)`);
    if (result.offsite) console.log(`  also in ${result.offsite}`);
    for (const missing of result.missing) console.log(`  not found in the file store: ${missing}`);
    for (const file of result.removed) console.log(`  removed old backup ${file}`);
  }
} finally {
  await db.$disconnect();
}
