-- AlterTable
ALTER TABLE "booking_payments" ADD COLUMN "recordedBy" TEXT;

-- AlterTable
ALTER TABLE "contacts" ADD COLUMN "firstReplyBy" TEXT;

-- AlterTable
ALTER TABLE "push_subscriptions" ADD COLUMN "adminId" INTEGER;

-- CreateTable
CREATE TABLE "team_invitations" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "invitedById" INTEGER,
    "invitedBy" TEXT,
    "usedAt" DATETIME,
    "withdrawnAt" DATETIME,
    "joinedAdminId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "team_policy" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT DEFAULT 1,
    "requireTwoFactor" BOOLEAN NOT NULL DEFAULT false,
    "updatedBy" TEXT,
    "updatedAt" DATETIME NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_admins" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "username" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "envPasswordHash" TEXT,
    "passwordChangedAt" DATETIME,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "name" TEXT,
    "role" TEXT NOT NULL DEFAULT 'owner',
    "joinedAt" DATETIME,
    "removedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_admins" ("createdAt", "envPasswordHash", "id", "isActive", "passwordChangedAt", "passwordHash", "username") SELECT "createdAt", "envPasswordHash", "id", "isActive", "passwordChangedAt", "passwordHash", "username" FROM "admins";
DROP TABLE "admins";
ALTER TABLE "new_admins" RENAME TO "admins";
CREATE UNIQUE INDEX "admins_username_key" ON "admins"("username");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "team_invitations_tokenHash_key" ON "team_invitations"("tokenHash");

-- CreateIndex
CREATE INDEX "team_invitations_createdAt_idx" ON "team_invitations"("createdAt");
