-- AlterTable
ALTER TABLE "admins" ADD COLUMN     "joinedAt" TIMESTAMP(3),
ADD COLUMN     "name" TEXT,
ADD COLUMN     "removedAt" TIMESTAMP(3),
ADD COLUMN     "role" TEXT NOT NULL DEFAULT 'owner';

-- AlterTable
ALTER TABLE "booking_payments" ADD COLUMN     "recordedBy" TEXT;

-- AlterTable
ALTER TABLE "contacts" ADD COLUMN     "firstReplyBy" TEXT;

-- AlterTable
ALTER TABLE "push_subscriptions" ADD COLUMN     "adminId" INTEGER;

-- CreateTable
CREATE TABLE "team_invitations" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "invitedById" INTEGER,
    "invitedBy" TEXT,
    "usedAt" TIMESTAMP(3),
    "withdrawnAt" TIMESTAMP(3),
    "joinedAdminId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "team_invitations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "team_policy" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "requireTwoFactor" BOOLEAN NOT NULL DEFAULT false,
    "updatedBy" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "team_policy_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "team_invitations_tokenHash_key" ON "team_invitations"("tokenHash");

-- CreateIndex
CREATE INDEX "team_invitations_createdAt_idx" ON "team_invitations"("createdAt");
