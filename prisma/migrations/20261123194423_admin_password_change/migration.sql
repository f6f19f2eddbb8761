-- AlterTable
ALTER TABLE "admins" ADD COLUMN "envPasswordHash" TEXT;
ALTER TABLE "admins" ADD COLUMN "passwordChangedAt" DATETIME;
