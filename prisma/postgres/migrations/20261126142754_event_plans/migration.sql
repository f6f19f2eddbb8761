-- CreateTable
CREATE TABLE "event_plans" (
    "id" SERIAL NOT NULL,
    "quoteId" INTEGER NOT NULL,
    "data" TEXT NOT NULL DEFAULT '{}',
    "updatedBy" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "event_plans_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "event_plans_quoteId_key" ON "event_plans"("quoteId");

-- AddForeignKey
ALTER TABLE "event_plans" ADD CONSTRAINT "event_plans_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "booking_quotes"("id") ON DELETE CASCADE ON UPDATE CASCADE;
