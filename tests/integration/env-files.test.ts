// `.env` files reach every step of `npm start`. Each test writes the files into a temp project
// folder, loads them in a fresh Node process with the loader scripts/start.mjs uses
// (scripts/lib/env-files.mjs), then runs the real steps there as child processes, as start.mjs does.
import Database from "better-sqlite3";
import { verifyPassword } from "@/lib/auth/password";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import packageJson from "../../package.json";

const root = path.resolve(import.meta.dirname, "../..");
const MIGRATE = 'run(process.execPath, ["scripts/prisma.mjs", "deploy"]);';
const PREPARE = 'run(bin("tsx"), ["--conditions=react-server", "scripts/prepare.ts"]);';
const PRINT_SETTINGS = "console.log(JSON.stringify(process.env));";

let projectDir = "";

beforeEach(() => {
  projectDir = mkdtempSync(path.join(os.tmpdir(), "band-env-files-"));
});
afterEach(() => rmSync(projectDir, { recursive: true, force: true }));

function writeEnvFile(name: string, settings: Record<string, string>) {
  const lines = Object.entries(settings).map(([key, value]) => `${key}=${value}`);
  writeFileSync(path.join(projectDir, name), `# written by tests/integration/env-files.test.ts\n${lines.join("\n")}\n`);
}

/**
 * Loads projectDir's .env files, then runs `steps` (module code with run and bin in scope). The
 * environment is a bare shell's plus `realEnv`: nothing of this test run's own DATA_DIR or database.
 * NODE_ENV "production" picks the same files as an unset one (npm start's case).
 */
function startSteps(steps: string, realEnv: Record<string, string> = {}) {
  const driver = [
    'import { loadEnvFiles } from "./scripts/lib/env-files.mjs";',
    'import { bin, run } from "./scripts/lib/run.mjs";',
    `loadEnvFiles(${JSON.stringify(projectDir)});`,
    steps,
  ].join("\n");
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production" as const, ...realEnv };
  return spawnSync(process.execPath, ["--input-type=module", "-e", driver], { cwd: root, env, encoding: "utf8" });
}

describe("npm start's steps with a .env file", () => {
  it("migrate the database and create the admin that .env names, in its DATA_DIR", async () => {
    const password = "Highlife-at-dawn-2026";
    const databaseFile = path.join(projectDir, "elsewhere", "site.db");
    writeEnvFile(".env", {
      ADMIN_USERNAME: "dotenv-admin",
      ADMIN_PASSWORD: password,
      DATA_DIR: path.join(projectDir, "data"),
      DATABASE_URL: `file:${databaseFile}`,
      SEED_DEMO: "1",
    });

    // SEED_DEMO set in the real environment overrides the file's.
    const result = startSteps(`${MIGRATE}\n${PREPARE}`, { SEED_DEMO: "0" });

    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain(`Database: SQLite file ${databaseFile}`);
    expect(result.stdout).toContain('Admin account "dotenv-admin" from ADMIN_USERNAME');
    expect(result.stdout).toContain("Demo content not seeded: turned off for this database.");
    const sqlite = new Database(databaseFile, { readonly: true });
    try {
      const migrations = sqlite.prepare('SELECT "migration_name" FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL ORDER BY 1').all();
      const shipped = readdirSync(path.join(root, "prisma/migrations")).filter((name) => /^\d+_/.test(name));
      expect(migrations.map((row) => (row as { migration_name: string }).migration_name)).toEqual(shipped.sort());
      const admins = sqlite.prepare('SELECT "username", "passwordHash", "isActive" FROM "admins"').all() as { username: string; passwordHash: string; isActive: number }[];
      expect(admins.map(({ username, isActive }) => ({ username, isActive }))).toEqual([{ username: "dotenv-admin", isActive: 1 }]);
      expect(admins[0]!.passwordHash).toMatch(/^scrypt\$/);
      expect(await verifyPassword(password, admins[0]!.passwordHash)).toBe(true);
      expect(sqlite.prepare('SELECT COUNT(*) AS "tracks" FROM "music_tracks"').get()).toEqual({ tracks: 0 });
    } finally {
      sqlite.close();
    }
    // DATA_DIR from .env holds the auth secret; no second database appeared there.
    expect(readdirSync(path.join(projectDir, "data"))).toEqual(["nextauth-secret"]);
  }, 120_000);

  it("stop on half an admin account in .env instead of generating another admin", () => {
    writeEnvFile(".env", { ADMIN_USERNAME: "dotenv-admin", DATA_DIR: path.join(projectDir, "data") });

    const result = startSteps(PREPARE);

    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("ADMIN_USERNAME and ADMIN_PASSWORD must be set together");
    expect(existsSync(path.join(projectDir, "data", "band.db"))).toBe(false);
  }, 60_000);
});

describe("loadEnvFiles", () => {
  it("reads the files in Next.js's order: the real environment, then .env.local, then .env", () => {
    writeEnvFile(".env", { ADMIN_USERNAME: "dotenv-admin", ADMIN_PASSWORD: "from-dotenv", SMTP_URL: "smtp://mail.example:587", BACKUP_KEEP: "3" });
    writeEnvFile(".env.local", { ADMIN_PASSWORD: "from-dotenv-local" });

    const result = startSteps(PRINT_SETTINGS, { ADMIN_USERNAME: "real-admin", SMTP_URL: "" });

    expect(result.status, result.stderr).toBe(0);
    const settings = JSON.parse(result.stdout) as Record<string, string>;
    expect(settings).toMatchObject({ ADMIN_USERNAME: "real-admin", ADMIN_PASSWORD: "from-dotenv-local", BACKUP_KEEP: "3" });
    // Set to "" in the real environment counts as set: a script can blank a setting of .env.
    expect(settings.SMTP_URL).toBe("");
  });

  it("leaves the environment alone when the folder has no .env files", () => {
    const result = startSteps(PRINT_SETTINGS, { DATA_DIR: "/srv/band" });

    expect(result.status, result.stderr).toBe(0);
    const settings = JSON.parse(result.stdout) as Record<string, string>;
    expect(settings.DATA_DIR).toBe("/srv/band");
    expect(Object.keys(settings).filter((key) => key.startsWith("ADMIN_") || key === "DATABASE_URL")).toEqual([]);
  });

  it("ignores .env.local under NODE_ENV=test, as Next.js does", () => {
    writeEnvFile(".env", { ADMIN_USERNAME: "dotenv-admin" });
    writeEnvFile(".env.local", { ADMIN_USERNAME: "local-admin" });
    writeEnvFile(".env.test", { BACKUP_KEEP: "5" });

    const result = startSteps(PRINT_SETTINGS, { NODE_ENV: "test" });

    const settings = JSON.parse(result.stdout) as Record<string, string>;
    expect(settings).toMatchObject({ ADMIN_USERNAME: "dotenv-admin", BACKUP_KEEP: "5" });
  });
});

describe("the scripts", () => {
  // `npm run build` and `npm test` are left out: next build reads the files itself, and the test
  // runner gives every server it starts its own settings; the lint's checks read source files only.
  const notLoading = ["scripts/build.mjs", "scripts/test.mjs", "scripts/check-lib.mjs", "scripts/check-file-references.mjs"];
  const npmScripts = Object.values(packageJson.scripts).flatMap((command) => command.match(/scripts\/[\w-]+\.(?:mjs|ts)/g) ?? []);
  const scripts = [...new Set([...npmScripts, "scripts/prepare.ts"])].filter((file) => !notLoading.includes(file)).sort();

  it.each(scripts)("%s loads the .env files before any other import", (file) => {
    const firstImport = readFileSync(path.join(root, file), "utf8").match(/^import .*$/m)?.[0];
    expect(firstImport).toMatch(/^import "\.\/lib\/load-env-files\.mjs";/);
  });

  it("cover npm start, the database scripts and the operator scripts", () => {
    expect(scripts).toEqual(
      expect.arrayContaining(["scripts/start.mjs", "scripts/prisma.mjs", "scripts/prepare.ts", "scripts/backup.ts", "scripts/restore.ts", "scripts/admin-reset-2fa.ts"]),
    );
  });
});
