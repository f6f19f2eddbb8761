-- AlterTable
ALTER TABLE "media_files" ADD COLUMN     "renditionsVersion" INTEGER NOT NULL DEFAULT 0;
