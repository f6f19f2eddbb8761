-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_booking_payments" (
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
    "receiptNumber" TEXT,
    "recordedBy" TEXT,
    "withholdingTax" INTEGER NOT NULL DEFAULT 0,
    "whtCreditNote" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "booking_payments_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "booking_quotes" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_booking_payments" ("amount", "createdAt", "currency", "flag", "id", "method", "paidAt", "part", "quoteId", "receiptNumber", "recordedBy", "reference", "status") SELECT "amount", "createdAt", "currency", "flag", "id", "method", "paidAt", "part", "quoteId", "receiptNumber", "recordedBy", "reference", "status" FROM "booking_payments";
DROP TABLE "booking_payments";
ALTER TABLE "new_booking_payments" RENAME TO "booking_payments";
CREATE UNIQUE INDEX "booking_payments_reference_key" ON "booking_payments"("reference");
CREATE UNIQUE INDEX "booking_payments_receiptNumber_key" ON "booking_payments"("receiptNumber");
CREATE INDEX "booking_payments_quoteId_idx" ON "booking_payments"("quoteId");
CREATE INDEX "booking_payments_status_paidAt_idx" ON "booking_payments"("status", "paidAt");
CREATE TABLE "new_booking_quotes" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "contactId" INTEGER NOT NULL,
    "token" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "subtotal" INTEGER NOT NULL DEFAULT 0,
    "vat" INTEGER NOT NULL DEFAULT 0,
    "total" INTEGER NOT NULL,
    "deposit" INTEGER NOT NULL,
    "balance" INTEGER NOT NULL,
    "note" TEXT,
    "billKind" TEXT NOT NULL DEFAULT 'person',
    "billCompany" TEXT,
    "billAddress" TEXT,
    "billTin" TEXT,
    "depositDueAt" DATETIME NOT NULL,
    "balanceDueAt" DATETIME,
    "expiresAt" DATETIME NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'sent',
    "cancelledAt" DATETIME,
    "refundAmount" INTEGER,
    "refundStatus" TEXT,
    "reminded10At" DATETIME,
    "reminded3At" DATETIME,
    "termsVersion" TEXT,
    "termsText" TEXT,
    "acceptedAt" DATETIME,
    "acceptedName" TEXT,
    "acceptedAddress" TEXT,
    "acceptedTermsVersion" TEXT,
    "acceptedTermsHash" TEXT,
    "planRemindedAt" DATETIME,
    "invoiceNumber" TEXT,
    "invoicedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "booking_quotes_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "contacts" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_booking_quotes" ("acceptedAddress", "acceptedAt", "acceptedName", "acceptedTermsHash", "acceptedTermsVersion", "balance", "balanceDueAt", "cancelledAt", "contactId", "createdAt", "deposit", "depositDueAt", "expiresAt", "id", "invoiceNumber", "invoicedAt", "note", "planRemindedAt", "refundAmount", "refundStatus", "reminded10At", "reminded3At", "status", "termsText", "termsVersion", "token", "total", "url") SELECT "acceptedAddress", "acceptedAt", "acceptedName", "acceptedTermsHash", "acceptedTermsVersion", "balance", "balanceDueAt", "cancelledAt", "contactId", "createdAt", "deposit", "depositDueAt", "expiresAt", "id", "invoiceNumber", "invoicedAt", "note", "planRemindedAt", "refundAmount", "refundStatus", "reminded10At", "reminded3At", "status", "termsText", "termsVersion", "token", "total", "url" FROM "booking_quotes";
DROP TABLE "booking_quotes";
ALTER TABLE "new_booking_quotes" RENAME TO "booking_quotes";
CREATE UNIQUE INDEX "booking_quotes_token_key" ON "booking_quotes"("token");
CREATE UNIQUE INDEX "booking_quotes_invoiceNumber_key" ON "booking_quotes"("invoiceNumber");
CREATE INDEX "booking_quotes_contactId_idx" ON "booking_quotes"("contactId");
CREATE INDEX "booking_quotes_status_balanceDueAt_idx" ON "booking_quotes"("status", "balanceDueAt");
CREATE INDEX "booking_quotes_createdAt_idx" ON "booking_quotes"("createdAt");
CREATE TABLE "new_repertoire_songs" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "title" TEXT NOT NULL,
    "artist" TEXT NOT NULL,
    "genre" TEXT NOT NULL,
    "moments" TEXT NOT NULL DEFAULT '[]',
    "matchKey" TEXT NOT NULL,
    "searchText" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_repertoire_songs" ("artist", "createdAt", "genre", "id", "matchKey", "moments", "title", "updatedAt") SELECT "artist", "createdAt", "genre", "id", "matchKey", "moments", "title", "updatedAt" FROM "repertoire_songs";
DROP TABLE "repertoire_songs";
ALTER TABLE "new_repertoire_songs" RENAME TO "repertoire_songs";
CREATE UNIQUE INDEX "repertoire_songs_matchKey_key" ON "repertoire_songs"("matchKey");
CREATE INDEX "repertoire_songs_genre_title_idx" ON "repertoire_songs"("genre", "title");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- Quotes from before VAT: their price was their total.
UPDATE "booking_quotes" SET "subtotal" = "total";
