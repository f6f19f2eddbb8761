-- CreateTable
CREATE TABLE "website_traffic_daily" (
    "day" TEXT NOT NULL,
    "referrer" TEXT NOT NULL,
    "deviceClass" TEXT NOT NULL,
    "views" INTEGER NOT NULL,

    CONSTRAINT "website_traffic_daily_pkey" PRIMARY KEY ("day","referrer","deviceClass")
);

-- Page views already recorded, counted once here: from now on the trigger below keeps the counts.
-- A day is the Lagos calendar date (UTC+1 all year), as in lib/analytics/periods.ts.
INSERT INTO "website_traffic_daily" ("day", "referrer", "deviceClass", "views")
SELECT to_char("visitedAt" + interval '1 hour', 'YYYY-MM-DD'), COALESCE("referrer", ''), COALESCE("deviceClass", ''), COUNT(*)
  FROM "website_traffic" WHERE "timeOnPage" IS NULL
 GROUP BY 1, 2, 3;

-- Every insert, update and delete of a visit moves the counts in the same transaction: out of the
-- old row's count, into the new row's (page views only).
CREATE FUNCTION "website_traffic_daily_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."timeOnPage" IS NULL THEN
    UPDATE "website_traffic_daily" SET "views" = "views" - 1
     WHERE "day" = to_char(OLD."visitedAt" + interval '1 hour', 'YYYY-MM-DD') AND "referrer" = COALESCE(OLD."referrer", '') AND "deviceClass" = COALESCE(OLD."deviceClass", '');
    DELETE FROM "website_traffic_daily"
     WHERE "day" = to_char(OLD."visitedAt" + interval '1 hour', 'YYYY-MM-DD') AND "referrer" = COALESCE(OLD."referrer", '') AND "deviceClass" = COALESCE(OLD."deviceClass", '') AND "views" <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."timeOnPage" IS NULL THEN
    INSERT INTO "website_traffic_daily" ("day", "referrer", "deviceClass", "views")
    VALUES (to_char(NEW."visitedAt" + interval '1 hour', 'YYYY-MM-DD'), COALESCE(NEW."referrer", ''), COALESCE(NEW."deviceClass", ''), 1)
    ON CONFLICT ("day", "referrer", "deviceClass") DO UPDATE SET "views" = "website_traffic_daily"."views" + 1;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "website_traffic_daily_insert_delete" AFTER INSERT OR DELETE ON "website_traffic"
FOR EACH ROW EXECUTE FUNCTION "website_traffic_daily_count"();

CREATE TRIGGER "website_traffic_daily_update" AFTER UPDATE OF "visitedAt", "referrer", "deviceClass", "timeOnPage" ON "website_traffic"
FOR EACH ROW EXECUTE FUNCTION "website_traffic_daily_count"();
