-- AlterTable
ALTER TABLE "gallery_photos" ADD COLUMN     "forPress" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "gallery_photos_forPress_position_id_idx" ON "gallery_photos"("forPress", "position", "id");
