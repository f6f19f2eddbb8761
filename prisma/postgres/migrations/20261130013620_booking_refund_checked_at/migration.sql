-- AlterTable
ALTER TABLE "booking_quotes" ADD COLUMN     "refundCheckedAt" TIMESTAMP(3);
