-- AlterTable
ALTER TABLE "booking_quotes" ADD COLUMN "acceptedAddress" TEXT;
ALTER TABLE "booking_quotes" ADD COLUMN "acceptedAt" DATETIME;
ALTER TABLE "booking_quotes" ADD COLUMN "acceptedName" TEXT;
ALTER TABLE "booking_quotes" ADD COLUMN "acceptedTermsHash" TEXT;
ALTER TABLE "booking_quotes" ADD COLUMN "acceptedTermsVersion" TEXT;
ALTER TABLE "booking_quotes" ADD COLUMN "termsText" TEXT;
ALTER TABLE "booking_quotes" ADD COLUMN "termsVersion" TEXT;
