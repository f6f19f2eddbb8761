// `npm run db:copy -- --to postgres://…` copies this install's database (DATABASE_URL, else the
// SQLite file in DATA_DIR) into another, ids and all, after migrating the target: the move from
// SQLite to PostgreSQL. `--from URL` names another source. The target's rows are replaced, so it
// refuses a target that already holds enquiries or admins unless `--replace` is given. Stop the
// site first, so nothing is written to the source meanwhile. Uploads are not in the database:
// see docs/deploying.md.
import "./lib/load-env-files.mjs"; // first: the .env files, as Next.js reads them
import { copyDatabase } from "../lib/db/copy";
import { createDb } from "../lib/db/create-db";
import { databaseUrl, isPostgresUrl } from "../lib/env";
import { migrateDatabase } from "./lib/migrate.mjs";

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const from = option("--from") ?? databaseUrl();
const to = option("--to");
if (!to || to === from) {
  console.error("usage: npm run db:copy -- --to postgres://user:password@host/db [--from URL] [--replace]");
  process.exit(2);
}
const hide = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");

console.log(`Migrating the target ${hide(to)}…`);
try {
  migrateDatabase(to);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const source = createDb(from);
const target = createDb(to);
try {
  if (!args.includes("--replace") && ((await target.contact.count()) > 0 || (await target.admin.count()) > 0)) {
    console.error("The target already holds enquiries or admins; add --replace to overwrite them.");
    process.exit(1);
  }
  console.log(`Copying ${hide(from)} into ${hide(to)}…`);
  for (const { model, rows } of await copyDatabase(source, target, { targetIsPostgres: isPostgresUrl(to) })) console.log(`  ${model}: ${rows}`);
  console.log("Done. Point DATABASE_URL at the target and start the site.");
} finally {
  await source.$disconnect();
  await target.$disconnect();
}
