-- CreateTable
CREATE TABLE "backup_runs" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "night" TEXT,
    "startedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" DATETIME,
    "ok" BOOLEAN,
    "name" TEXT,
    "location" TEXT,
    "bytes" INTEGER,
    "error" TEXT
);

-- CreateIndex
CREATE UNIQUE INDEX "backup_runs_night_key" ON "backup_runs"("night");

-- CreateIndex
CREATE INDEX "backup_runs_ok_finishedAt_idx" ON "backup_runs"("ok", "finishedAt");
