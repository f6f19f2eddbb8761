-- AlterTable
ALTER TABLE "admins" ADD COLUMN     "alertWhatsapp" TEXT;
