-- CreateTable
CREATE TABLE "players" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "roles" TEXT NOT NULL,
    "fee" INTEGER NOT NULL,
    "notes" TEXT,
    "retiredAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "lineups" (
    "contactId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "callTime" TEXT NOT NULL,
    "dressCode" TEXT,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "lineups_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "contacts" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "lineup_slots" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "contactId" INTEGER NOT NULL,
    "role" TEXT NOT NULL,
    "playerId" INTEGER NOT NULL,
    "fee" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'draft',
    "tokenHash" TEXT,
    "sealedToken" TEXT,
    "invitedAt" DATETIME,
    "answeredAt" DATETIME,
    "answerNote" TEXT,
    "remindedAt" DATETIME,
    "position" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "lineup_slots_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "contacts" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "lineup_slots_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "players" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "player_payouts" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "contactId" INTEGER NOT NULL,
    "playerId" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "paidOn" TEXT NOT NULL,
    "recordedBy" TEXT NOT NULL,
    "undoneAt" DATETIME,
    "undoneBy" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "player_payouts_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "contacts" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "player_payouts_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "players" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "event_expenses" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "contactId" INTEGER NOT NULL,
    "label" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "recordedBy" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "event_expenses_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "contacts" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "lineup_slots_tokenHash_key" ON "lineup_slots"("tokenHash");

-- CreateIndex
CREATE INDEX "lineup_slots_contactId_idx" ON "lineup_slots"("contactId");

-- CreateIndex
CREATE INDEX "lineup_slots_playerId_status_idx" ON "lineup_slots"("playerId", "status");

-- CreateIndex
CREATE INDEX "player_payouts_contactId_idx" ON "player_payouts"("contactId");

-- CreateIndex
CREATE INDEX "player_payouts_paidOn_idx" ON "player_payouts"("paidOn");

-- CreateIndex
CREATE INDEX "event_expenses_contactId_idx" ON "event_expenses"("contactId");

-- CreateIndex
CREATE INDEX "event_expenses_createdAt_idx" ON "event_expenses"("createdAt");
