-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_gallery_photos" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "title" TEXT NOT NULL,
    "alt" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "isDemo" BOOLEAN NOT NULL DEFAULT false,
    "forPress" BOOLEAN NOT NULL DEFAULT false,
    "mediaId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "gallery_photos_mediaId_fkey" FOREIGN KEY ("mediaId") REFERENCES "media_files" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_gallery_photos" ("alt", "category", "createdAt", "id", "isDemo", "mediaId", "position", "title", "updatedAt") SELECT "alt", "category", "createdAt", "id", "isDemo", "mediaId", "position", "title", "updatedAt" FROM "gallery_photos";
DROP TABLE "gallery_photos";
ALTER TABLE "new_gallery_photos" RENAME TO "gallery_photos";
CREATE UNIQUE INDEX "gallery_photos_mediaId_key" ON "gallery_photos"("mediaId");
CREATE INDEX "gallery_photos_position_id_idx" ON "gallery_photos"("position", "id");
CREATE INDEX "gallery_photos_forPress_position_id_idx" ON "gallery_photos"("forPress", "position", "id");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
