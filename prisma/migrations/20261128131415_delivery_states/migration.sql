-- AlterTable
ALTER TABLE "outbox" ADD COLUMN "deliveryError" TEXT;
ALTER TABLE "outbox" ADD COLUMN "deliveryState" TEXT;

-- CreateTable
CREATE TABLE "whatsapp_early_statuses" (
    "waMessageId" TEXT NOT NULL PRIMARY KEY,
    "status" TEXT NOT NULL,
    "error" TEXT,
    "receivedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "outbox_providerMessageId_idx" ON "outbox"("providerMessageId");
