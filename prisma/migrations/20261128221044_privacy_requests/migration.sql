-- CreateTable
CREATE TABLE "ad_consent_days" (
    "day" TEXT NOT NULL PRIMARY KEY,
    "shown" INTEGER NOT NULL DEFAULT 0,
    "accepted" INTEGER NOT NULL DEFAULT 0,
    "rejected" INTEGER NOT NULL DEFAULT 0
);

-- CreateTable
CREATE TABLE "privacy_requests" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "email" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "details" TEXT,
    "receivedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dueAt" DATETIME NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "doneAt" DATETIME,
    "doneBy" TEXT
);

-- CreateIndex
CREATE INDEX "privacy_requests_status_dueAt_idx" ON "privacy_requests"("status", "dueAt");
