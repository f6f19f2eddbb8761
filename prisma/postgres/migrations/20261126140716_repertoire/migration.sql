-- CreateTable
CREATE TABLE "repertoire_songs" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "artist" TEXT NOT NULL,
    "genre" TEXT NOT NULL,
    "moments" TEXT NOT NULL DEFAULT '[]',
    "matchKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "repertoire_songs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "repertoire_songs_matchKey_key" ON "repertoire_songs"("matchKey");

-- CreateIndex
CREATE INDEX "repertoire_songs_genre_title_idx" ON "repertoire_songs"("genre", "title");
