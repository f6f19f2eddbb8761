-- AlterTable
ALTER TABLE "contacts" ADD COLUMN "firstReplyAt" DATETIME;
ALTER TABLE "contacts" ADD COLUMN "replyDueAt" DATETIME;
ALTER TABLE "contacts" ADD COLUMN "replyRemindedAt" DATETIME;

-- CreateTable
CREATE TABLE "push_subscriptions" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "endpoint" TEXT NOT NULL,
    "p256dh" TEXT NOT NULL,
    "auth" TEXT NOT NULL,
    "deviceName" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_outbox" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL,
    "channel" TEXT NOT NULL DEFAULT 'email',
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "replyTo" TEXT,
    "payload" TEXT,
    "providerMessageId" TEXT,
    "contactId" INTEGER,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "nextAttemptAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" DATETIME,
    "failedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "outbox_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "contacts" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_outbox" ("attempts", "contactId", "createdAt", "failedAt", "html", "id", "kind", "lastError", "nextAttemptAt", "replyTo", "sentAt", "subject", "text", "to") SELECT "attempts", "contactId", "createdAt", "failedAt", "html", "id", "kind", "lastError", "nextAttemptAt", "replyTo", "sentAt", "subject", "text", "to" FROM "outbox";
DROP TABLE "outbox";
ALTER TABLE "new_outbox" RENAME TO "outbox";
CREATE INDEX "outbox_sentAt_nextAttemptAt_idx" ON "outbox"("sentAt", "nextAttemptAt");
CREATE INDEX "outbox_contactId_idx" ON "outbox"("contactId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions"("endpoint");

-- CreateIndex
CREATE INDEX "contacts_firstReplyAt_replyDueAt_idx" ON "contacts"("firstReplyAt", "replyDueAt");

-- The reply clock for enquiries still waiting at the upgrade (new, not demo, not held as spam):
-- due at received + the reply promise. Enquiries answered before the clock keep no clock.
UPDATE "contacts"
SET "replyDueAt" = strftime('%Y-%m-%dT%H:%M:%fZ', "createdAt", '+' || COALESCE((SELECT CAST("value" AS INTEGER) FROM "site_settings" WHERE "key" = 'replyHours'), 24) || ' hours')
WHERE "status" = 'new' AND "isDemo" = 0 AND "quarantinedAt" IS NULL;

-- The shipped hero text states the reply promise through {reply time}, which shows the replyHours
-- setting; a hero the band has not saved yet (still the sample) gets it too.
UPDATE "content_items" SET "data" = replace("data", 'within 24 hours.', 'within {reply time}.') WHERE "kind" = 'hero' AND "sample" = 1;
