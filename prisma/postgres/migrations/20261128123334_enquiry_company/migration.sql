-- AlterTable
ALTER TABLE "contacts" ADD COLUMN     "company" TEXT;
