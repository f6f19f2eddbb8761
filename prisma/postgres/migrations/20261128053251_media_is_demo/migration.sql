-- AlterTable
ALTER TABLE "media_files" ADD COLUMN     "isDemo" BOOLEAN NOT NULL DEFAULT false;

-- The sample pictures already stored: those of the demo photos.
UPDATE "media_files" SET "isDemo" = true WHERE "id" IN (SELECT "mediaId" FROM "gallery_photos" WHERE "isDemo" = true);
