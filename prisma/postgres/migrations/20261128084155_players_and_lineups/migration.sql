-- CreateTable
CREATE TABLE "players" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "roles" TEXT NOT NULL,
    "fee" INTEGER NOT NULL,
    "notes" TEXT,
    "retiredAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "players_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lineups" (
    "contactId" INTEGER NOT NULL,
    "callTime" TEXT NOT NULL,
    "dressCode" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "lineups_pkey" PRIMARY KEY ("contactId")
);

-- CreateTable
CREATE TABLE "lineup_slots" (
    "id" SERIAL NOT NULL,
    "contactId" INTEGER NOT NULL,
    "role" TEXT NOT NULL,
    "playerId" INTEGER NOT NULL,
    "fee" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'draft',
    "tokenHash" TEXT,
    "sealedToken" TEXT,
    "invitedAt" TIMESTAMP(3),
    "answeredAt" TIMESTAMP(3),
    "answerNote" TEXT,
    "remindedAt" TIMESTAMP(3),
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "lineup_slots_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "player_payouts" (
    "id" SERIAL NOT NULL,
    "contactId" INTEGER NOT NULL,
    "playerId" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "paidOn" TEXT NOT NULL,
    "recordedBy" TEXT NOT NULL,
    "undoneAt" TIMESTAMP(3),
    "undoneBy" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "player_payouts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "event_expenses" (
    "id" SERIAL NOT NULL,
    "contactId" INTEGER NOT NULL,
    "label" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "recordedBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "event_expenses_pkey" PRIMARY KEY ("id")
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

-- AddForeignKey
ALTER TABLE "lineups" ADD CONSTRAINT "lineups_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "contacts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lineup_slots" ADD CONSTRAINT "lineup_slots_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "contacts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lineup_slots" ADD CONSTRAINT "lineup_slots_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "players"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "player_payouts" ADD CONSTRAINT "player_payouts_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "contacts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "player_payouts" ADD CONSTRAINT "player_payouts_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "players"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_expenses" ADD CONSTRAINT "event_expenses_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "contacts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
