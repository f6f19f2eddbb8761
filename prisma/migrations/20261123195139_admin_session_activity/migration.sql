-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_admin_sessions" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "adminId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    "revokedAt" DATETIME,
    "lastSeenAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ipAddress" TEXT,
    "userAgent" TEXT,
    CONSTRAINT "admin_sessions_adminId_fkey" FOREIGN KEY ("adminId") REFERENCES "admins" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_admin_sessions" ("adminId", "createdAt", "expiresAt", "id", "revokedAt") SELECT "adminId", "createdAt", "expiresAt", "id", "revokedAt" FROM "admin_sessions";
DROP TABLE "admin_sessions";
ALTER TABLE "new_admin_sessions" RENAME TO "admin_sessions";
CREATE INDEX "admin_sessions_adminId_idx" ON "admin_sessions"("adminId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
