-- AlterTable
ALTER TABLE "booking_quotes" ADD COLUMN "refundPaystackId" TEXT;
