-- AlterTable
ALTER TABLE "booking_payments" ADD COLUMN     "whtCreditNote" TEXT,
ADD COLUMN     "withholdingTax" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "booking_quotes" ADD COLUMN     "billAddress" TEXT,
ADD COLUMN     "billCompany" TEXT,
ADD COLUMN     "billKind" TEXT NOT NULL DEFAULT 'person',
ADD COLUMN     "billTin" TEXT,
ADD COLUMN     "subtotal" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "vat" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "repertoire_songs" ADD COLUMN     "searchText" TEXT NOT NULL DEFAULT '';

-- Quotes from before VAT: their price was their total.
UPDATE "booking_quotes" SET "subtotal" = "total";
