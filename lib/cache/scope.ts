import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";

const SCOPE_ROW = 1;

/**
 * The token the page cache files this database's pages under (the cache_scope row), made the first
 * time a server starts on the database. A fresh install, a restored backup (npm run restore clears
 * the row) and a copied database (npm run db:copy leaves it out) get a new one, so they never see
 * pages another database filled.
 */
export async function cacheScopeToken(): Promise<string> {
  const existing = await db.cacheScope.findUnique({ where: { id: SCOPE_ROW } });
  if (existing) return existing.token;
  try {
    return (await db.cacheScope.create({ data: { id: SCOPE_ROW, token: randomBytes(12).toString("base64url") } })).token;
  } catch (error) {
    // Another server starting on the same database made it first.
    const made = await db.cacheScope.findUnique({ where: { id: SCOPE_ROW } });
    if (made) return made.token;
    throw error;
  }
}
