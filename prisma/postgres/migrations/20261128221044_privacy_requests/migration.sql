-- CreateTable
CREATE TABLE "ad_consent_days" (
    "day" TEXT NOT NULL,
    "shown" INTEGER NOT NULL DEFAULT 0,
    "accepted" INTEGER NOT NULL DEFAULT 0,
    "rejected" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ad_consent_days_pkey" PRIMARY KEY ("day")
);

-- CreateTable
CREATE TABLE "privacy_requests" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "details" TEXT,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dueAt" TIMESTAMP(3) NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "doneAt" TIMESTAMP(3),
    "doneBy" TEXT,

    CONSTRAINT "privacy_requests_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "privacy_requests_status_dueAt_idx" ON "privacy_requests"("status", "dueAt");
