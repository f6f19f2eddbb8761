-- CreateTable
CREATE TABLE "admin_login_challenges" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "adminId" INTEGER NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "userAgentHash" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "admin_login_challenges_adminId_fkey" FOREIGN KEY ("adminId") REFERENCES "admins" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "admin_login_challenges_tokenHash_key" ON "admin_login_challenges"("tokenHash");

-- CreateIndex
CREATE INDEX "admin_login_challenges_adminId_idx" ON "admin_login_challenges"("adminId");

-- CreateIndex
CREATE INDEX "admin_login_challenges_expiresAt_idx" ON "admin_login_challenges"("expiresAt");
