-- AlterTable
ALTER TABLE "admins" ADD COLUMN     "envPasswordHash" TEXT,
ADD COLUMN     "passwordChangedAt" TIMESTAMP(3);
