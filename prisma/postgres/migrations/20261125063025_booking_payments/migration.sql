-- CreateTable
CREATE TABLE "booking_quotes" (
    "id" SERIAL NOT NULL,
    "contactId" INTEGER NOT NULL,
    "token" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "total" INTEGER NOT NULL,
    "deposit" INTEGER NOT NULL,
    "balance" INTEGER NOT NULL,
    "note" TEXT,
    "depositDueAt" TIMESTAMP(3) NOT NULL,
    "balanceDueAt" TIMESTAMP(3),
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'sent',
    "cancelledAt" TIMESTAMP(3),
    "refundAmount" INTEGER,
    "refundStatus" TEXT,
    "reminded10At" TIMESTAMP(3),
    "reminded3At" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "booking_quotes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "booking_payments" (
    "id" SERIAL NOT NULL,
    "quoteId" INTEGER NOT NULL,
    "part" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'NGN',
    "status" TEXT NOT NULL DEFAULT 'pending',
    "flag" TEXT,
    "paidAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "booking_payments_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "booking_quotes_token_key" ON "booking_quotes"("token");

-- CreateIndex
CREATE INDEX "booking_quotes_contactId_idx" ON "booking_quotes"("contactId");

-- CreateIndex
CREATE INDEX "booking_quotes_status_balanceDueAt_idx" ON "booking_quotes"("status", "balanceDueAt");

-- CreateIndex
CREATE UNIQUE INDEX "booking_payments_reference_key" ON "booking_payments"("reference");

-- CreateIndex
CREATE INDEX "booking_payments_quoteId_idx" ON "booking_payments"("quoteId");

-- CreateIndex
CREATE INDEX "booking_payments_status_paidAt_idx" ON "booking_payments"("status", "paidAt");

-- AddForeignKey
ALTER TABLE "booking_quotes" ADD CONSTRAINT "booking_quotes_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "contacts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "booking_quotes"("id") ON DELETE CASCADE ON UPDATE CASCADE;
