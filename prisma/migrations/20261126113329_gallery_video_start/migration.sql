-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_gallery_videos" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "videoId" TEXT NOT NULL,
    "startSeconds" INTEGER NOT NULL DEFAULT 0,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "category" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "isDemo" BOOLEAN NOT NULL DEFAULT false,
    "mediaId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "gallery_videos_mediaId_fkey" FOREIGN KEY ("mediaId") REFERENCES "media_files" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_gallery_videos" ("category", "createdAt", "description", "id", "isDemo", "mediaId", "position", "title", "updatedAt", "videoId") SELECT "category", "createdAt", "description", "id", "isDemo", "mediaId", "position", "title", "updatedAt", "videoId" FROM "gallery_videos";
DROP TABLE "gallery_videos";
ALTER TABLE "new_gallery_videos" RENAME TO "gallery_videos";
CREATE UNIQUE INDEX "gallery_videos_mediaId_key" ON "gallery_videos"("mediaId");
CREATE INDEX "gallery_videos_position_id_idx" ON "gallery_videos"("position", "id");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
