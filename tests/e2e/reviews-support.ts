import path from "node:path";
import Database from "better-sqlite3";
import type { APIRequestContext, Browser } from "@playwright/test";
import { e2eAdmin, e2eDataDir } from "../../playwright.config";
import { expect } from "./support";

// The home page renders its reviews with the page (issue 68), from a cached read made afresh when
// the reviews change (tag `reviews`). These specs write reviews into the run's database as a sync
// would, then have the admin API hide and show one, which revalidates the tag as the panel does.

export type ReviewRow = { authorName: string; rating: number; reviewText: string | null; reviewTime: string };

const prismaTime = (iso: string) => iso.replace("Z", "+00:00");

/** The admin's API in its own context (its own address, so sign-in limits never meet a test's). */
export async function adminApi(browser: Browser): Promise<APIRequestContext> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": `e2e-reviews-${Date.now()}-${Math.random()}` } });
  const response = await context.request.post("/api/admin/login", { data: e2eAdmin });
  expect(response.status(), await response.text()).toBe(200);
  return context.request;
}

/** Writes the rows into the reviews table (newest first as given); their ids. */
export function insertReviews(rows: ReviewRow[], prefix = "e2e-home"): number[] {
  const db = new Database(path.join(e2eDataDir, "band.db"), { fileMustExist: true });
  try {
    const insert = db.prepare(
      "INSERT INTO reviews (reviewId, authorName, rating, reviewText, reviewTime, isActive, isDemo, hiddenByAdmin, createdAt) VALUES (?, ?, ?, ?, ?, 1, 0, 0, ?)",
    );
    return rows.map((row, index) =>
      Number(
        insert.run(`${prefix}-${Date.now()}-${index}`, row.authorName, row.rating, row.reviewText, prismaTime(row.reviewTime), prismaTime(new Date().toISOString()))
          .lastInsertRowid,
      ),
    );
  } finally {
    db.close();
  }
}

/** Hides and shows a review again through the admin API: the home page is made afresh with what the table holds. */
export async function refreshReviews(api: APIRequestContext, id: number): Promise<void> {
  for (const hidden of [true, false]) expect((await api.patch(`/api/reviews/${id}`, { data: { hidden } })).status()).toBe(200);
}

/** Takes the rows off the site (hidden, which revalidates) and out of the table. */
export async function removeReviews(api: APIRequestContext, ids: number[]): Promise<void> {
  for (const id of ids) expect((await api.patch(`/api/reviews/${id}`, { data: { hidden: true } })).status()).toBe(200);
  const db = new Database(path.join(e2eDataDir, "band.db"), { fileMustExist: true });
  try {
    db.prepare(`DELETE FROM reviews WHERE id IN (${ids.map(() => "?").join(",")})`).run(...ids);
  } finally {
    db.close();
  }
}
