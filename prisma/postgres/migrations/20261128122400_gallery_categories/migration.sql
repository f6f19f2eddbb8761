-- CreateTable
CREATE TABLE "gallery_categories" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "gallery_categories_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "gallery_categories_name_key" ON "gallery_categories"("name");

-- A fresh install's categories: the spec's ten, in its order; then any the band already uses.
INSERT INTO "gallery_categories" ("name", "position") VALUES
  ('Owambe Sessions', 1), ('Igbo Highlife', 2), ('Cubana Live Performance', 3), ('Bature Brewery', 4), ('Mixtape', 5),
  ('Events', 6), ('Corporate Events', 7), ('International Events', 8), ('Birthday Celebrations', 9), ('Memorial Services', 10);
INSERT INTO "gallery_categories" ("name", "position")
  SELECT DISTINCT "category", 100 FROM (SELECT "category" FROM "gallery_photos" UNION SELECT "category" FROM "gallery_videos") AS used
  WHERE "category" NOT IN (SELECT "name" FROM "gallery_categories");
