-- AlterTable
ALTER TABLE "contacts" ADD COLUMN     "firstReplyAt" TIMESTAMP(3),
ADD COLUMN     "replyDueAt" TIMESTAMP(3),
ADD COLUMN     "replyRemindedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "outbox" ADD COLUMN     "channel" TEXT NOT NULL DEFAULT 'email',
ADD COLUMN     "payload" TEXT,
ADD COLUMN     "providerMessageId" TEXT;

-- CreateTable
CREATE TABLE "push_subscriptions" (
    "id" SERIAL NOT NULL,
    "endpoint" TEXT NOT NULL,
    "p256dh" TEXT NOT NULL,
    "auth" TEXT NOT NULL,
    "deviceName" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "push_subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions"("endpoint");

-- CreateIndex
CREATE INDEX "contacts_firstReplyAt_replyDueAt_idx" ON "contacts"("firstReplyAt", "replyDueAt");

-- The reply clock for enquiries still waiting at the upgrade (new, not demo, not held as spam):
-- due at received + the reply promise. Enquiries answered before the clock keep no clock.
UPDATE "contacts"
SET "replyDueAt" = "createdAt" + make_interval(hours => COALESCE((SELECT "value"::integer FROM "site_settings" WHERE "key" = 'replyHours'), 24))
WHERE "status" = 'new' AND "isDemo" = false AND "quarantinedAt" IS NULL;

-- The shipped hero text states the reply promise through {reply time}, which shows the replyHours
-- setting; a hero the band has not saved yet (still the sample) gets it too.
UPDATE "content_items" SET "data" = replace("data", 'within 24 hours.', 'within {reply time}.') WHERE "kind" = 'hero' AND "sample" = true;
