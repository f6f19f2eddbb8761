-- CreateTable
CREATE TABLE "oauth_states" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "stateHash" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "sessionId" TEXT NOT NULL,
    "codeVerifier" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "integration_status" (
    "provider" TEXT NOT NULL PRIMARY KEY,
    "lastSyncAt" DATETIME,
    "lastSyncOk" BOOLEAN,
    "lastSyncMessage" TEXT,
    "averageRating" REAL,
    "totalReviewCount" INTEGER,
    "updatedAt" DATETIME NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_reviews" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "reviewId" TEXT NOT NULL,
    "authorName" TEXT NOT NULL,
    "authorPhotoUrl" TEXT,
    "rating" INTEGER NOT NULL,
    "reviewText" TEXT,
    "reviewTime" DATETIME NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "isDemo" BOOLEAN NOT NULL DEFAULT false,
    "hiddenByAdmin" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_reviews" ("authorName", "authorPhotoUrl", "createdAt", "id", "isActive", "isDemo", "rating", "reviewId", "reviewText", "reviewTime") SELECT "authorName", "authorPhotoUrl", "createdAt", "id", "isActive", "isDemo", "rating", "reviewId", "reviewText", "reviewTime" FROM "reviews";
DROP TABLE "reviews";
ALTER TABLE "new_reviews" RENAME TO "reviews";
CREATE UNIQUE INDEX "reviews_reviewId_key" ON "reviews"("reviewId");
CREATE INDEX "reviews_isActive_reviewTime_idx" ON "reviews"("isActive", "reviewTime");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "oauth_states_stateHash_key" ON "oauth_states"("stateHash");

-- CreateIndex
CREATE INDEX "oauth_states_expiresAt_idx" ON "oauth_states"("expiresAt");
