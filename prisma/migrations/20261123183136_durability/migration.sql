-- AlterTable
ALTER TABLE "contacts" ADD COLUMN "quarantinedAt" DATETIME;
ALTER TABLE "contacts" ADD COLUMN "spamReason" TEXT;

-- AlterTable
ALTER TABLE "outbox" ADD COLUMN "failedAt" DATETIME;
