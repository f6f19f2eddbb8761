-- One name for a shipped stand-in: content items say isDemo, as the five tables of demo rows do.
ALTER TABLE "content_items" RENAME COLUMN "sample" TO "isDemo";
