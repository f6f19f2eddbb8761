-- CreateTable
CREATE TABLE "backup_runs" (
    "id" SERIAL NOT NULL,
    "night" TEXT,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),
    "ok" BOOLEAN,
    "name" TEXT,
    "location" TEXT,
    "bytes" INTEGER,
    "error" TEXT,

    CONSTRAINT "backup_runs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "backup_runs_night_key" ON "backup_runs"("night");

-- CreateIndex
CREATE INDEX "backup_runs_ok_finishedAt_idx" ON "backup_runs"("ok", "finishedAt");
