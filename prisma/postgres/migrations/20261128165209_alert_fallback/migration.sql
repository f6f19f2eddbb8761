-- AlterTable
ALTER TABLE "outbox" ADD COLUMN     "failureSeenAt" TIMESTAMP(3),
ADD COLUMN     "fallbackQueuedAt" TIMESTAMP(3),
ADD COLUMN     "providerAnswer" TEXT;
