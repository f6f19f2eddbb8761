-- AlterTable
ALTER TABLE "booking_quotes" ADD COLUMN "refundCheckedAt" DATETIME;
