// `npm run media:renditions`: makes the page-sized renditions of every stored picture that lacks
// them (uploaded before renditions existed, issue 48). npm start runs it after the migrations when
// some are missing; run it once by hand on a host that does not use npm start (Vercel).
import "./lib/load-env-files.mjs"; // first: the .env files, as Next.js reads them
import { db } from "@/lib/db";
import { backfillRenditions } from "@/lib/media/backfill";

backfillRenditions((line) => console.log(line))
  .then(({ made, failed }) => {
    console.log(`Renditions made for ${made} picture${made === 1 ? "" : "s"}.`);
    for (const line of failed) console.error(`Failed: ${line}`);
    if (failed.length) process.exitCode = 1;
  })
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => db.$disconnect());
