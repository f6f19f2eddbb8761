-- AlterTable
ALTER TABLE "booking_quotes" ADD COLUMN     "planRemindedAt" TIMESTAMP(3);
