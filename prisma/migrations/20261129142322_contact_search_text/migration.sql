-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_contacts" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "email" TEXT,
    "phone" TEXT NOT NULL,
    "phoneDigits" TEXT,
    "eventType" TEXT NOT NULL,
    "eventDate" TEXT NOT NULL,
    "message" TEXT,
    "venue" TEXT,
    "guestCount" INTEGER,
    "budget" TEXT,
    "company" TEXT,
    "source" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'new',
    "isDemo" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "quarantinedAt" DATETIME,
    "spamReason" TEXT,
    "replyDueAt" DATETIME,
    "firstReplyAt" DATETIME,
    "firstReplyBy" TEXT,
    "replyRemindedAt" DATETIME,
    "searchText" TEXT NOT NULL DEFAULT ''
);
INSERT INTO "new_contacts" ("budget", "company", "createdAt", "email", "eventDate", "eventType", "firstReplyAt", "firstReplyBy", "guestCount", "id", "isDemo", "message", "name", "phone", "phoneDigits", "quarantinedAt", "replyDueAt", "replyRemindedAt", "source", "spamReason", "status", "venue") SELECT "budget", "company", "createdAt", "email", "eventDate", "eventType", "firstReplyAt", "firstReplyBy", "guestCount", "id", "isDemo", "message", "name", "phone", "phoneDigits", "quarantinedAt", "replyDueAt", "replyRemindedAt", "source", "spamReason", "status", "venue" FROM "contacts";
DROP TABLE "contacts";
ALTER TABLE "new_contacts" RENAME TO "contacts";
CREATE INDEX "contacts_createdAt_idx" ON "contacts"("createdAt");
CREATE INDEX "contacts_status_createdAt_idx" ON "contacts"("status", "createdAt");
CREATE INDEX "contacts_quarantinedAt_createdAt_idx" ON "contacts"("quarantinedAt", "createdAt");
CREATE INDEX "contacts_status_eventDate_idx" ON "contacts"("status", "eventDate");
CREATE INDEX "contacts_firstReplyAt_replyDueAt_idx" ON "contacts"("firstReplyAt", "replyDueAt");
CREATE INDEX "contacts_phoneDigits_createdAt_idx" ON "contacts"("phoneDigits", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- Songs whose folded text holds a LIKE wildcard or a backslash: refilled by the next search in the
-- look-alike form lib/db/folded-search.ts stores, so a search for "%" or "_" finds them alone.
UPDATE "repertoire_songs" SET "searchText" = '' WHERE instr("searchText", '%') > 0 OR instr("searchText", '_') > 0 OR instr("searchText", '\') > 0;
