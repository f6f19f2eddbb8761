// `npm run admin:reset-2fa -- USERNAME`: removes that admin's two-factor sign-in (for an admin who
// lost both the authenticator and the recovery codes), ends their sessions and writes an audit
// event. Run on the server, with the same DATA_DIR / DATABASE_URL as the site.
import "./lib/load-env-files.mjs"; // first: the .env files, as Next.js reads them
import { resetTwoFactor } from "../lib/auth/two-factor-reset";
import { db } from "../lib/db";
import { twoFactorRequired } from "../lib/auth/two-factor-policy";

const username = process.argv[2]?.trim();
if (!username || process.argv.length > 3) {
  console.error("Usage: npm run admin:reset-2fa -- USERNAME");
  process.exit(2);
}

const result = await resetTwoFactor(username);
const mustEnrolAgain = await twoFactorRequired();
await db.$disconnect();
if (!result.found) {
  console.error(`No admin named "${username}".`);
  process.exit(1);
}
console.log(
  result.removed
    ? `Two-factor sign-in removed for "${username}"; ${result.endedSessions} session(s) ended. They sign in with their password alone now${mustEnrolAgain ? " and must enrol again (two-factor sign-in is required)" : ""}.`
    : `"${username}" had no two-factor sign-in; nothing changed.`,
);
