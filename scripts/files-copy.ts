// `npm run files:copy -- --from local --to s3`: copies every uploaded file the database points to
// from one store into another (lib/storage/copy.ts), with the target's settings from the
// environment (S3_BUCKET…, BLOB_READ_WRITE_TOKEN). Run it with the site stopped or before switching
// S3_BUCKET on; then start the site with the new store configured. The source keeps its files.
import "./lib/load-env-files.mjs"; // first: the .env files, as Next.js reads them
import { createDb } from "../lib/db/create-db";
import { databaseUrl } from "../lib/env";
import { copyStoredFiles, storeNames, type StoreName } from "../lib/storage/copy";

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const isStore = (name: string | undefined): name is StoreName => storeNames.includes(name as StoreName);
const from = option("--from");
const to = option("--to");
if (!isStore(from) || !isStore(to) || from === to) {
  console.error(`usage: npm run files:copy -- --from ${storeNames.join("|")} --to ${storeNames.join("|")}`);
  process.exit(2);
}

const db = createDb(databaseUrl());
try {
  console.log(`Copying the stored files from ${from} to ${to}…`);
  const result = await copyStoredFiles(db, from, to, (line) => console.log(line));
  console.log(`Done: ${result.copied} copied, ${result.skipped} already there, ${result.missing.length} missing in ${from}.`);
  if (result.missing.length) process.exitCode = 1;
} catch (error) {
  console.error(`The copy stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
