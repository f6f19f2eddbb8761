-- CreateTable
CREATE TABLE "demo_content_seeded" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "seededAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "demo_content_seeded_pkey" PRIMARY KEY ("id")
);

-- An install seeded before this table: marked when demo rows remain or their removal is in the audit log.
INSERT INTO "demo_content_seeded" ("id")
SELECT 1 WHERE EXISTS (SELECT 1 FROM "reviews" WHERE "isDemo")
  OR EXISTS (SELECT 1 FROM "contacts" WHERE "isDemo")
  OR EXISTS (SELECT 1 FROM "music_tracks" WHERE "isDemo")
  OR EXISTS (SELECT 1 FROM "gallery_photos" WHERE "isDemo")
  OR EXISTS (SELECT 1 FROM "audit_events" WHERE "action" = 'delete' AND "target" = 'demo content');
