-- AlterTable
ALTER TABLE "gallery_videos" ADD COLUMN     "startSeconds" INTEGER NOT NULL DEFAULT 0;
