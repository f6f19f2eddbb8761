-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_media_files" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "storageKey" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "blurDataUrl" TEXT NOT NULL,
    "bytes" INTEGER NOT NULL,
    "renditionsVersion" INTEGER NOT NULL DEFAULT 0,
    "isDemo" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_media_files" ("blurDataUrl", "bytes", "createdAt", "height", "id", "mimeType", "renditionsVersion", "storageKey", "url", "width") SELECT "blurDataUrl", "bytes", "createdAt", "height", "id", "mimeType", "renditionsVersion", "storageKey", "url", "width" FROM "media_files";
DROP TABLE "media_files";
ALTER TABLE "new_media_files" RENAME TO "media_files";
CREATE UNIQUE INDEX "media_files_storageKey_key" ON "media_files"("storageKey");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- The sample pictures already stored: those of the demo photos.
UPDATE "media_files" SET "isDemo" = 1 WHERE "id" IN (SELECT "mediaId" FROM "gallery_photos" WHERE "isDemo" = 1);
