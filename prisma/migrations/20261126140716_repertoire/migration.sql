-- CreateTable
CREATE TABLE "repertoire_songs" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "title" TEXT NOT NULL,
    "artist" TEXT NOT NULL,
    "genre" TEXT NOT NULL,
    "moments" TEXT NOT NULL DEFAULT '[]',
    "matchKey" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "repertoire_songs_matchKey_key" ON "repertoire_songs"("matchKey");

-- CreateIndex
CREATE INDEX "repertoire_songs_genre_title_idx" ON "repertoire_songs"("genre", "title");
