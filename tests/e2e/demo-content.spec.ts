import path from "node:path";
import Database from "better-sqlite3";
import { e2eDataDir } from "../../playwright.config";
import { adminApi, refreshReviews } from "./reviews-support";
import { expect, signInAdmin, test } from "./support";

// The run's server starts without demo content (SEED_DEMO=0); this spec writes a demo review and
// a demo enquiry into its database as the first start's seeding would, then removes them from
// the Overview tab the way the admin does.

const prismaTime = (date: Date) => date.toISOString().replace("Z", "+00:00");

/** Writes the rows; the demo review's id. */
function insertDemoRows(): number {
  const db = new Database(path.join(e2eDataDir, "band.db"), { fileMustExist: true });
  try {
    const review = db
      .prepare("INSERT INTO reviews (reviewId, authorName, rating, reviewText, reviewTime, isActive, isDemo, hiddenByAdmin, createdAt) VALUES (?, ?, 5, ?, ?, 1, 1, 0, ?)")
      .run(`demo-review-e2e-${Date.now()}`, "Demo Reviewer E2E", "A demo review from the first start.", prismaTime(new Date(Date.now() + 86_400_000)), prismaTime(new Date()));
    db.prepare("INSERT INTO contacts (name, phone, eventType, eventDate, source, status, isDemo, createdAt) VALUES (?, ?, ?, ?, ?, 'new', 1, ?)").run(
      "Demo Enquirer E2E",
      "+2348030000099",
      "Wedding",
      "2027-03-01",
      "contact",
      prismaTime(new Date()),
    );
    return Number(review.lastInsertRowid);
  } finally {
    db.close();
  }
}

test("the Overview says demo content is showing and removes all of it after a confirmation", async ({ page, browser }) => {
  const reviewId = insertDemoRows();
  // The home page renders its reviews with the page: a change the panel makes renders it afresh.
  await refreshReviews(await adminApi(browser), reviewId);
  await expect.poll(async () => (await (await page.request.get("/")).text()).includes("Demo Reviewer E2E"), { timeout: 20_000 }).toBe(true);
  await page.goto("/");
  await expect(page.locator("#reviews").getByText("Demo Reviewer E2E")).toBeVisible();

  await signInAdmin(page);
  const notice = page.getByRole("region", { name: "Demo content is showing on the public site" });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(notice).toContainText("1 review");
  await expect(notice).toContainText("1 sample enquiry");

  await notice.getByRole("button", { name: "Remove demo content" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove all demo content?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(notice).toBeVisible();

  await notice.getByRole("button", { name: "Remove demo content" }).click();
  await dialog.getByRole("button", { name: "Remove demo content" }).click();
  await expect(page.getByText("Demo Content Removed", { exact: true })).toBeVisible();
  await expect(notice).toBeHidden();

  await page.goto("/");
  await expect(page.locator("#reviews").getByText("Demo Reviewer E2E")).toHaveCount(0);
});
