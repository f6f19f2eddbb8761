// What a build is of: its commit (the build id) and the key it named its server actions with.
// Servers behind one proxy answer each other's forms and share their cached pages only when both
// agree (docs/deploying.md, "Several servers"). next.config.ts takes the build id from here;
// `npm start` (scripts/start.mjs) compares the build on disk with what it would build, and builds
// again when they differ; cache-handler.mjs files pages under both, and under the site address.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

// Next.js checks a build id for characters a URL path can carry as they are.
const BUILD_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The commit the sources in `root` are of: `git rev-parse HEAD` in a clone, otherwise BUILD_ID
 * (set it where the sources come without .git: a tarball, a container image). Null when neither
 * says: Next.js then makes a build id of its own, different on every build.
 * In a clone with changes not committed, the id carries their mark ("<commit>-changed-<hash of
 * them>"): a build of edited sources is not the commit's build, and sharing its id would let pages
 * cached by one name the other's scripts (files a rebuild deleted), or `npm start` keep a build of
 * other sources.
 */
export function sourceCommit(root, env = process.env) {
  if (existsSync(path.join(root, ".git"))) {
    const git = spawnSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8" });
    const commit = git.status === 0 ? git.stdout.trim() : "";
    if (BUILD_ID_PATTERN.test(commit)) {
      const changes = uncommittedChanges(root);
      return changes ? `${commit}-changed-${changes}` : commit;
    }
  }
  const given = env.BUILD_ID?.trim();
  if (!given) return null;
  if (!BUILD_ID_PATTERN.test(given)) throw new Error(`BUILD_ID "${given}" is not a build id: letters, digits, dots, dashes and underscores only, at most 64`);
  return given;
}

/** What no build reads: edits there leave the build id as it is (and an e2e run does not build again). */
const NOT_BUILT = [":(exclude)tests", ":(exclude)docs", ":(exclude)*.md"];

/**
 * A short hash of what differs from HEAD in `root`: tracked files' changes (staged or not) and the
 * files git does not track nor ignore, by name and content, outside NOT_BUILT. Null when nothing differs.
 */
function uncommittedChanges(root) {
  const diff = spawnSync("git", ["diff", "HEAD", "--binary", "--", ".", ...NOT_BUILT], { cwd: root, maxBuffer: 1 << 30 });
  const untracked = spawnSync("git", ["ls-files", "--others", "--exclude-standard", "-z", "--", ".", ...NOT_BUILT], { cwd: root, encoding: "utf8", maxBuffer: 1 << 26 });
  if (diff.status !== 0 || untracked.status !== 0) throw new Error(`git could not list the uncommitted changes in ${root}`);
  const files = untracked.stdout.split("\0").filter(Boolean).sort();
  if (diff.stdout.length === 0 && files.length === 0) return null;
  const hash = createHash("sha256").update(diff.stdout);
  for (const file of files) hash.update(`\0${file}\0`).update(readFileSync(path.join(root, file)));
  return hash.digest("hex").slice(0, 12);
}

/** A short name for a server actions key, safe to print and to file pages under: never the key itself. */
export const keyFingerprint = (key) => createHash("sha256").update(`band-actions-key:${key}`).digest("hex").slice(0, 12);

/**
 * A short name for the site address a server runs at (NEXT_PUBLIC_SITE_URL, without a trailing
 * slash; "" when unset): cache-handler.mjs files pages under it too, since they carry it in their
 * canonical link, share images and structured data.
 */
export const siteAddressFingerprint = (env = process.env) =>
  createHash("sha256")
    .update(`band-site-address:${(env.NEXT_PUBLIC_SITE_URL ?? "").trim().replace(/\/+$/, "")}`)
    .digest("hex")
    .slice(0, 12);

/** The key the build in `distDir` named its actions with (Next.js keeps it in its server reference manifest). */
export function builtActionsKey(distDir) {
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, "server", "server-reference-manifest.json"), "utf8"));
    return typeof manifest.encryptionKey === "string" ? manifest.encryptionKey : null;
  } catch {
    return null;
  }
}

/** The build in `distDir` as it is: its id, and the fingerprint of its actions' key. Null when there is none. */
export function builtIdentity(distDir) {
  const idFile = path.join(distDir, "BUILD_ID");
  if (!existsSync(idFile)) return null;
  const key = builtActionsKey(distDir);
  return { buildId: readFileSync(idFile, "utf8").trim(), keyFingerprint: key ? keyFingerprint(key) : null };
}

const short = (id) => id.replace(/^([0-9a-f]{7})[0-9a-f]{33}(?=$|-changed-)/, "$1");

/**
 * Whether `npm start` must build: when there is no build, when the build is of another commit than
 * the sources (when the commit is known), or when its actions were named with another key.
 * `{ build: false }` or `{ build: true, reason }`, the reason in words for the start-up log.
 */
export function buildDecision(built, { commit, key }) {
  if (!built) return { build: true, reason: "No production build found" };
  if (commit && built.buildId !== commit) {
    return { build: true, reason: `The build on disk is of ${short(built.buildId)}, the sources are of ${short(commit)}` };
  }
  if (built.keyFingerprint !== keyFingerprint(key)) {
    return { build: true, reason: "The build on disk named its forms' actions with another key: servers built with this one would refuse its forms" };
  }
  return { build: false };
}
