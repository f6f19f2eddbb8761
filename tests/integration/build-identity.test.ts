import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { serverActionsKey } from "@/lib/setup/server-actions-key";
import { buildDecision, builtIdentity, keyFingerprint, sourceCommit } from "../../scripts/lib/build-identity.mjs";
import { resetDatabase } from "../support/db";

// What `npm start` decides before it serves (scripts/start.mjs): which key the build names the
// forms' actions with (the environment's, else the one kept in the database, made once), and
// whether the build on disk is of these sources and that key, or must be built again.

const root = path.resolve(import.meta.dirname, "../..");
let scratch = "";
// The files share one process (vitest.config.ts): only the variables changed here are put back.
const changedVariables = ["NEXT_SERVER_ACTIONS_ENCRYPTION_KEY", "NEXTAUTH_SECRET"] as const;
const savedEnv = Object.fromEntries(changedVariables.map((name) => [name, process.env[name]]));

beforeEach(async () => {
  await resetDatabase();
  scratch = mkdtempSync(path.join(os.tmpdir(), "band-build-identity-"));
  delete process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY;
});
afterEach(() => {
  rmSync(scratch, { recursive: true, force: true });
  for (const name of changedVariables) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
});

/** A build folder as `next build` leaves it: BUILD_ID and the key in the server reference manifest. */
function fakeBuild(buildId: string, key: string | null) {
  const distDir = path.join(scratch, `dist-${Math.random().toString(36).slice(2)}`);
  mkdirSync(path.join(distDir, "server"), { recursive: true });
  writeFileSync(path.join(distDir, "BUILD_ID"), buildId);
  if (key) writeFileSync(path.join(distDir, "server", "server-reference-manifest.json"), JSON.stringify({ node: {}, edge: {}, encryptionKey: key }));
  return distDir;
}

describe("the server actions key", () => {
  it("is NEXT_SERVER_ACTIONS_ENCRYPTION_KEY when set, and then nothing is kept in the database", async () => {
    process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY = " operator-key= ";
    expect(await serverActionsKey()).toEqual({ key: "operator-key=", source: "environment" });
    expect(await db.serverActionsKey.count()).toBe(0);
  });

  it("is made once, kept sealed in the database, and the same for every server starting on it", async () => {
    const servers = await Promise.all(Array.from({ length: 4 }, () => serverActionsKey()));
    const key = servers[0]!.key;
    expect(Buffer.from(key, "base64")).toHaveLength(32); // AES-256, as Next.js takes it
    expect(new Set(servers.map((server) => server.key)).size, "every server got the same key").toBe(1);
    expect(servers.filter((server) => server.source === "made")).toHaveLength(1);
    const row = await db.serverActionsKey.findUniqueOrThrow({ where: { id: 1 } });
    expect(row.sealedKey, "sealed, not the key itself").not.toContain(key);
    // A restart, or another server later, on the same database.
    expect(await serverActionsKey()).toEqual({ key, source: "database" });
  });

  it("stops start-up with the reason when the kept key was sealed with another secret (servers not sharing NEXTAUTH_SECRET)", async () => {
    await serverActionsKey();
    process.env.NEXTAUTH_SECRET = "a-secret-of-another-server-a-secret-of-another-server";
    await expect(serverActionsKey()).rejects.toThrow(/sealed with another INTEGRATIONS_KEY or NEXTAUTH_SECRET/);
  });

  it("reaches npm start from prepare.ts in a private file, never in its output", () => {
    const handover = path.join(scratch, "handover");
    const prepared = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["--conditions=react-server", path.join(root, "scripts/prepare.ts")], {
      cwd: root,
      env: { ...process.env, START_HANDOVER_FILE: handover, SEED_DEMO: "0", ADMIN_USERNAME: "identity-admin", ADMIN_PASSWORD: "identity-password-2026" },
      encoding: "utf8",
    });
    expect(prepared.status, prepared.stderr).toBe(0);
    const handed = JSON.parse(readFileSync(handover, "utf8")) as { key: string; source: string };
    expect(handed.source).toBe("made");
    expect(prepared.stdout).not.toContain(handed.key);
    expect(statSync(handover).mode & 0o077, "readable by its owner only").toBe(0);
  });
});

describe("the build on disk", () => {
  const commit = "0123456789abcdef0123456789abcdef01234567";

  it("is built when there is none", () => {
    expect(builtIdentity(path.join(scratch, "none"))).toBeNull();
    expect(buildDecision(null, { commit, key: "k" })).toEqual({ build: true, reason: "No production build found" });
  });

  it("is served when it is of these sources and this key", () => {
    const built = builtIdentity(fakeBuild(commit, "the-key"));
    expect(built).toEqual({ buildId: commit, keyFingerprint: keyFingerprint("the-key") });
    expect(buildDecision(built, { commit, key: "the-key" })).toEqual({ build: false });
  });

  it("is built again, saying why, when it is of another commit or named its actions with another key", () => {
    const older = builtIdentity(fakeBuild("fedcba9876543210fedcba9876543210fedcba98", "the-key"));
    expect(buildDecision(older, { commit, key: "the-key" })).toEqual({ build: true, reason: "The build on disk is of fedcba9, the sources are of 0123456" });
    const otherKey = builtIdentity(fakeBuild(commit, "a-key-of-its-own"));
    expect(buildDecision(otherKey, { commit, key: "the-key" })).toMatchObject({ build: true, reason: expect.stringContaining("another key") });
    const noManifest = builtIdentity(fakeBuild(commit, null));
    expect(buildDecision(noManifest, { commit, key: "the-key" })).toMatchObject({ build: true });
  });

  it("with no known commit, is judged by its key alone", () => {
    const built = builtIdentity(fakeBuild("aRandomNextBuildId", "the-key"));
    expect(buildDecision(built, { commit: null, key: "the-key" })).toEqual({ build: false });
  });

  it("never prints or files the key itself", () => {
    expect(keyFingerprint("the-key")).toMatch(/^[0-9a-f]{12}$/);
    expect(keyFingerprint("the-key")).not.toContain("the-key");
  });
});

describe("the build id", () => {
  const git = (cwd: string, ...args: string[]) => spawnSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], { cwd, encoding: "utf8" });
  /** A new repository in the scratch folder with file.txt ("x") committed, and its HEAD. */
  function committedClone(name: string) {
    const clone = path.join(scratch, name);
    mkdirSync(clone);
    git(clone, "init", "-q");
    writeFileSync(path.join(clone, "file.txt"), "x");
    git(clone, "add", ".");
    git(clone, "commit", "-qm", "one");
    return { clone, head: git(clone, "rev-parse", "HEAD").stdout.trim() };
  }

  it("is the commit in a clone, whatever BUILD_ID says", () => {
    const { clone, head } = committedClone("clone");
    expect(sourceCommit(clone, { BUILD_ID: "something-else" })).toBe(head);
  });

  it("carries a mark of the changes not committed, by their content, so a build of edited sources is not the commit's", () => {
    const { clone, head } = committedClone("edited");

    writeFileSync(path.join(clone, "file.txt"), "y");
    const edited = sourceCommit(clone, {});
    expect(edited).toMatch(new RegExp(`^${head}-changed-[0-9a-f]{12}$`));
    expect(edited!.length).toBeLessThanOrEqual(64);
    expect(sourceCommit(clone, {})).toBe(edited); // the same edit, the same id: servers agree
    writeFileSync(path.join(clone, "file.txt"), "z");
    expect(sourceCommit(clone, {})).not.toBe(edited);

    writeFileSync(path.join(clone, "file.txt"), "x");
    writeFileSync(path.join(clone, "new.txt"), "a file not yet added");
    const added = sourceCommit(clone, {});
    expect(added).toMatch(new RegExp(`^${head}-changed-`));
    writeFileSync(path.join(clone, "new.txt"), "edited again");
    expect(sourceCommit(clone, {})).not.toBe(added);

    writeFileSync(path.join(clone, ".gitignore"), "new.txt\n.gitignore\n");
    expect(sourceCommit(clone, {})).toBe(head); // ignored files are not the sources
    mkdirSync(path.join(clone, "tests"));
    writeFileSync(path.join(clone, "tests", "a.spec.ts"), "a test the build never reads");
    writeFileSync(path.join(clone, "NOTES.md"), "nor a note");
    expect(sourceCommit(clone, {})).toBe(head);
    expect(buildDecision({ buildId: head, keyFingerprint: keyFingerprint("k") }, { commit: edited, key: "k" })).toMatchObject({
      build: true,
      reason: `The build on disk is of ${head.slice(0, 7)}, the sources are of ${head.slice(0, 7)}-changed-${edited!.slice(-12)}`,
    });
  });

  it("is BUILD_ID where the sources came without .git, and Next.js's own when neither says", () => {
    expect(sourceCommit(scratch, { BUILD_ID: "release-2026.11.27" })).toBe("release-2026.11.27");
    expect(sourceCommit(scratch, {})).toBeNull();
    expect(() => sourceCommit(scratch, { BUILD_ID: "../../etc" })).toThrow(/not a build id/);
  });

  it("of this checkout is its HEAD (marked while it has changes not committed)", () => {
    const head = spawnSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8" }).stdout.trim();
    expect(sourceCommit(root, {})).toMatch(new RegExp(`^${head}(-changed-[0-9a-f]{12})?$`));
  });
});
