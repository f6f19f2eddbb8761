-- AlterTable
ALTER TABLE "lineups" ADD COLUMN "soundCheckTime" TEXT;
