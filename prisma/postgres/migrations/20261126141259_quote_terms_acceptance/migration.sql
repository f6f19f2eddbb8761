-- AlterTable
ALTER TABLE "booking_quotes" ADD COLUMN     "acceptedAddress" TEXT,
ADD COLUMN     "acceptedAt" TIMESTAMP(3),
ADD COLUMN     "acceptedName" TEXT,
ADD COLUMN     "acceptedTermsHash" TEXT,
ADD COLUMN     "acceptedTermsVersion" TEXT,
ADD COLUMN     "termsText" TEXT,
ADD COLUMN     "termsVersion" TEXT;
