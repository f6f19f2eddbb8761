-- CreateTable
CREATE TABLE "booking_quotes" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "contactId" INTEGER NOT NULL,
    "token" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "total" INTEGER NOT NULL,
    "deposit" INTEGER NOT NULL,
    "balance" INTEGER NOT NULL,
    "note" TEXT,
    "depositDueAt" DATETIME NOT NULL,
    "balanceDueAt" DATETIME,
    "expiresAt" DATETIME NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'sent',
    "cancelledAt" DATETIME,
    "refundAmount" INTEGER,
    "refundStatus" TEXT,
    "reminded10At" DATETIME,
    "reminded3At" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "booking_quotes_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "contacts" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "booking_payments" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "quoteId" INTEGER NOT NULL,
    "part" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'NGN',
    "status" TEXT NOT NULL DEFAULT 'pending',
    "flag" TEXT,
    "paidAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "booking_payments_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "booking_quotes" ("id") ON DELETE CASCADE ON UPDATE CASCADE
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
