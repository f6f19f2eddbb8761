-- AlterTable
ALTER TABLE "contacts" ADD COLUMN     "quarantinedAt" TIMESTAMP(3),
ADD COLUMN     "spamReason" TEXT;

-- AlterTable
ALTER TABLE "outbox" ADD COLUMN     "failedAt" TIMESTAMP(3);
