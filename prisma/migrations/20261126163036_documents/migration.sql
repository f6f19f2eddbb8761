-- AlterTable
ALTER TABLE "booking_payments" ADD COLUMN "receiptNumber" TEXT;

-- AlterTable
ALTER TABLE "booking_quotes" ADD COLUMN "invoiceNumber" TEXT;
ALTER TABLE "booking_quotes" ADD COLUMN "invoicedAt" DATETIME;

-- AlterTable
ALTER TABLE "outbox" ADD COLUMN "attachment" TEXT;

-- CreateTable
CREATE TABLE "document_counters" (
    "series" TEXT NOT NULL PRIMARY KEY,
    "last" INTEGER NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "booking_payments_receiptNumber_key" ON "booking_payments"("receiptNumber");

-- CreateIndex
CREATE UNIQUE INDEX "booking_quotes_invoiceNumber_key" ON "booking_quotes"("invoiceNumber");
