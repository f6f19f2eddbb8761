// Start-up work after migrations: the auth secret, the admin account, the demo content and the key
// the build names the server actions with. Run by scripts/start.mjs through tsx with the
// react-server condition (server-only modules); the key goes back to it in the file it names in
// START_HANDOVER_FILE (private to this user, removed once read), never in the printed output.
import "./lib/load-env-files.mjs"; // first: the .env files, as Next.js reads them
import { writeFileSync } from "node:fs";
import { authSecret } from "@/lib/security/secret";
import { db } from "@/lib/db";
import { databaseUrl, isPostgresUrl, sqliteFilePath } from "@/lib/env";
import { fillContactSearchText } from "@/lib/contacts/search-text";
import { backfillRenditions, picturesLackingRenditions } from "@/lib/media/backfill";
import { fillSongSearchText } from "@/lib/repertoire/songs";
import { ensureAdmin } from "@/lib/setup/admin";
import { seedDemoContent } from "@/lib/setup/demo";
import { serverActionsKey } from "@/lib/setup/server-actions-key";

async function main() {
  const url = databaseUrl();
  // Prisma's own output names the schema's placeholder database; this is the one in use.
  console.log(isPostgresUrl(url) ? `Database: PostgreSQL at ${new URL(url).host}` : `Database: SQLite file ${sqliteFilePath(url)}`);
  authSecret();
  const admin = await ensureAdmin();
  if (admin.kind === "generated") {
    const line = "=".repeat(64);
    console.log(
      `\n${line}\n  Admin account created. Sign in at /admin with\n    username: ${admin.username}\n    password: ${admin.password}\n  (kept in ${admin.file}; set ADMIN_USERNAME/ADMIN_PASSWORD to choose your own)\n${line}\n`,
    );
  } else if (admin.kind === "from-env") {
    console.log(`Admin account "${admin.username}" from ADMIN_USERNAME${admin.changed ? " (password updated)" : ""}.`);
    if (admin.deactivated.length) console.log(`Deactivated the generated account "${admin.deactivated.join('", "')}".`);
  } else if (admin.kind === "removed") {
    console.log(`ADMIN_USERNAME "${admin.username}" was removed from the team in the panel; it stays signed out (another owner can invite them again).`);
  }
  const demo = await seedDemoContent();
  console.log(demo.seeded ? "Demo content seeded (tracks, reviews and enquiries marked as demo)." : `Demo content not seeded: ${demo.reason}.`);
  // Pictures stored before renditions existed get them once (npm run media:renditions does the same).
  if ((await picturesLackingRenditions()) > 0) {
    const { made, failed } = await backfillRenditions();
    console.log(`Renditions made for ${made} stored picture${made === 1 ? "" : "s"}${failed.length ? `; ${failed.length} failed: ${failed.join("; ")}` : ""}.`);
  }
  // Enquiries and songs from before their search column, filled here rather than by the first search.
  const enquiries = await fillContactSearchText();
  const songs = await fillSongSearchText();
  if (enquiries + songs > 0) console.log(`Search text made for ${enquiries} enquir${enquiries === 1 ? "y" : "ies"} and ${songs} song${songs === 1 ? "" : "s"} from before it.`);
  const actionsKey = await serverActionsKey();
  const handoverFile = process.env.START_HANDOVER_FILE;
  if (handoverFile) writeFileSync(handoverFile, JSON.stringify(actionsKey), { mode: 0o600 });
}

main()
  .catch((error) => {
    console.error(error); // in full, with its stack: start-up errors are read by whoever fixes them
    process.exitCode = 1;
  })
  .finally(() => db.$disconnect());
