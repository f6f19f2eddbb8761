-- CreateTable
CREATE TABLE "website_traffic_daily" (
    "day" TEXT NOT NULL,
    "referrer" TEXT NOT NULL,
    "deviceClass" TEXT NOT NULL,
    "views" INTEGER NOT NULL,

    PRIMARY KEY ("day", "referrer", "deviceClass")
);

-- Page views already recorded, counted once here: from now on the triggers below keep the counts.
-- A day is the Lagos calendar date (UTC+1 all year), as in lib/analytics/periods.ts.
INSERT INTO "website_traffic_daily" ("day", "referrer", "deviceClass", "views")
SELECT substr(datetime("visitedAt", '+1 hour'), 1, 10), COALESCE("referrer", ''), COALESCE("deviceClass", ''), COUNT(*)
  FROM "website_traffic" WHERE "timeOnPage" IS NULL
 GROUP BY 1, 2, 3;

CREATE TRIGGER "website_traffic_daily_insert" AFTER INSERT ON "website_traffic"
WHEN NEW."timeOnPage" IS NULL
BEGIN
  INSERT INTO "website_traffic_daily" ("day", "referrer", "deviceClass", "views")
  VALUES (substr(datetime(NEW."visitedAt", '+1 hour'), 1, 10), COALESCE(NEW."referrer", ''), COALESCE(NEW."deviceClass", ''), 1)
  ON CONFLICT ("day", "referrer", "deviceClass") DO UPDATE SET "views" = "views" + 1;
END;

CREATE TRIGGER "website_traffic_daily_delete" AFTER DELETE ON "website_traffic"
WHEN OLD."timeOnPage" IS NULL
BEGIN
  UPDATE "website_traffic_daily" SET "views" = "views" - 1
   WHERE "day" = substr(datetime(OLD."visitedAt", '+1 hour'), 1, 10) AND "referrer" = COALESCE(OLD."referrer", '') AND "deviceClass" = COALESCE(OLD."deviceClass", '');
  DELETE FROM "website_traffic_daily"
   WHERE "day" = substr(datetime(OLD."visitedAt", '+1 hour'), 1, 10) AND "referrer" = COALESCE(OLD."referrer", '') AND "deviceClass" = COALESCE(OLD."deviceClass", '') AND "views" <= 0;
END;

-- An update that can move a row between counts: out of its old one, into its new one.
CREATE TRIGGER "website_traffic_daily_update" AFTER UPDATE OF "visitedAt", "referrer", "deviceClass", "timeOnPage" ON "website_traffic"
BEGIN
  UPDATE "website_traffic_daily" SET "views" = "views" - 1
   WHERE OLD."timeOnPage" IS NULL AND "day" = substr(datetime(OLD."visitedAt", '+1 hour'), 1, 10) AND "referrer" = COALESCE(OLD."referrer", '') AND "deviceClass" = COALESCE(OLD."deviceClass", '');
  DELETE FROM "website_traffic_daily"
   WHERE OLD."timeOnPage" IS NULL AND "day" = substr(datetime(OLD."visitedAt", '+1 hour'), 1, 10) AND "referrer" = COALESCE(OLD."referrer", '') AND "deviceClass" = COALESCE(OLD."deviceClass", '') AND "views" <= 0;
  INSERT INTO "website_traffic_daily" ("day", "referrer", "deviceClass", "views")
  SELECT substr(datetime(NEW."visitedAt", '+1 hour'), 1, 10), COALESCE(NEW."referrer", ''), COALESCE(NEW."deviceClass", ''), 1
   WHERE NEW."timeOnPage" IS NULL
  ON CONFLICT ("day", "referrer", "deviceClass") DO UPDATE SET "views" = "views" + 1;
END;
