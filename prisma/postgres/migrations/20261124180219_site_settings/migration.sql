-- CreateTable
CREATE TABLE "site_settings" (
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "updatedBy" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "site_settings_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "item_versions" (
    "id" SERIAL NOT NULL,
    "item" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "savedBy" TEXT,
    "savedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "item_versions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "item_versions_item_savedAt_idx" ON "item_versions"("item", "savedAt");
