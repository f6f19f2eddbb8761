-- AlterTable
ALTER TABLE "outbox" ADD COLUMN "failureSeenAt" DATETIME;
ALTER TABLE "outbox" ADD COLUMN "fallbackQueuedAt" DATETIME;
ALTER TABLE "outbox" ADD COLUMN "providerAnswer" TEXT;
