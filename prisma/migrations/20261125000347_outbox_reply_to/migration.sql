-- AlterTable
ALTER TABLE "outbox" ADD COLUMN "replyTo" TEXT;
