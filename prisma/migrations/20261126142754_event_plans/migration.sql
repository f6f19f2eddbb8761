-- CreateTable
CREATE TABLE "event_plans" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "quoteId" INTEGER NOT NULL,
    "data" TEXT NOT NULL DEFAULT '{}',
    "updatedBy" TEXT NOT NULL,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "event_plans_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "booking_quotes" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "event_plans_quoteId_key" ON "event_plans"("quoteId");
