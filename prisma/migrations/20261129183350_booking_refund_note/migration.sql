-- AlterTable
ALTER TABLE "booking_quotes" ADD COLUMN "refundNote" TEXT;
