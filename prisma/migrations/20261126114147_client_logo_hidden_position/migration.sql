-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_client_logos" (
    "slot" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "imageUrl" TEXT,
    "sizePercent" INTEGER NOT NULL DEFAULT 100,
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "position" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_client_logos" ("imageUrl", "name", "sizePercent", "slot", "updatedAt") SELECT "imageUrl", "name", "sizePercent", "slot", "updatedAt" FROM "client_logos";
DROP TABLE "client_logos";
ALTER TABLE "new_client_logos" RENAME TO "client_logos";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
