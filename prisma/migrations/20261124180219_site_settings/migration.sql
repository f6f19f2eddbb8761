-- CreateTable
CREATE TABLE "site_settings" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "value" TEXT NOT NULL,
    "updatedBy" TEXT,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "item_versions" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "item" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "savedBy" TEXT,
    "savedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "item_versions_item_savedAt_idx" ON "item_versions"("item", "savedAt");
