-- AlterTable
ALTER TABLE "music_tracks" ADD COLUMN "trackNumber" INTEGER;
