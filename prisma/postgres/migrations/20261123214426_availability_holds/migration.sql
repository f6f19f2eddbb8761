-- CreateTable
CREATE TABLE "availability_holds" (
    "id" SERIAL NOT NULL,
    "date" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "availability_holds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "calendar_feed" (
    "id" INTEGER NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "sealedToken" TEXT NOT NULL,
    "rotatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "calendar_feed_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "availability_holds_date_idx" ON "availability_holds"("date");

-- CreateIndex
CREATE UNIQUE INDEX "calendar_feed_tokenHash_key" ON "calendar_feed"("tokenHash");

-- CreateIndex
CREATE INDEX "contacts_status_eventDate_idx" ON "contacts"("status", "eventDate");
