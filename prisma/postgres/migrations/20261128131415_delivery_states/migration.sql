-- AlterTable
ALTER TABLE "outbox" ADD COLUMN     "deliveryError" TEXT,
ADD COLUMN     "deliveryState" TEXT;

-- CreateTable
CREATE TABLE "whatsapp_early_statuses" (
    "waMessageId" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "error" TEXT,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "whatsapp_early_statuses_pkey" PRIMARY KEY ("waMessageId")
);

-- CreateIndex
CREATE INDEX "outbox_providerMessageId_idx" ON "outbox"("providerMessageId");
