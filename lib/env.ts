// Where the app keeps its data and which database it talks to. Plain functions (not constants) so
// that scripts and tests can set the environment before the first call.
import path from "node:path";

/** Environment variables as plain strings (tests pass their own). */
export type Env = Record<string, string | undefined>;

export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || "data");
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/** DATABASE_URL, or an SQLite file under DATA_DIR when it is unset. */
export function databaseUrl(): string {
  const url = process.env.DATABASE_URL?.trim();
  if (url) return url;
  return `file:${path.join(dataDir(), "band.db")}`;
}

export function sqliteFilePath(url: string): string {
  const file = url.replace(/^file:/, "");
  return file === ":memory:" ? file : path.resolve(/*turbopackIgnore: true*/ file);
}
