-- AlterTable
ALTER TABLE "booking_payments" ADD COLUMN     "receiptNumber" TEXT;

-- AlterTable
ALTER TABLE "booking_quotes" ADD COLUMN     "invoiceNumber" TEXT,
ADD COLUMN     "invoicedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "outbox" ADD COLUMN     "attachment" TEXT;

-- CreateTable
CREATE TABLE "document_counters" (
    "series" TEXT NOT NULL,
    "last" INTEGER NOT NULL,

    CONSTRAINT "document_counters_pkey" PRIMARY KEY ("series")
);

-- CreateIndex
CREATE UNIQUE INDEX "booking_payments_receiptNumber_key" ON "booking_payments"("receiptNumber");

-- CreateIndex
CREATE UNIQUE INDEX "booking_quotes_invoiceNumber_key" ON "booking_quotes"("invoiceNumber");
