-- DropIndex
DROP INDEX "website_traffic_timeOnPage_visitedAt_referrer_idx";

-- AlterTable
ALTER TABLE "website_traffic" ADD COLUMN "deviceClass" TEXT;

-- CreateIndex
CREATE INDEX "website_traffic_timeOnPage_visitedAt_referrer_deviceClass_idx" ON "website_traffic"("timeOnPage", "visitedAt", "referrer", "deviceClass");
