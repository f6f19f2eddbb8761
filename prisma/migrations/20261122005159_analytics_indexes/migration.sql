-- DropIndex
DROP INDEX "website_traffic_pagePath_visitedAt_idx";

-- CreateIndex
CREATE INDEX "website_traffic_timeOnPage_visitedAt_pagePath_idx" ON "website_traffic"("timeOnPage", "visitedAt", "pagePath");

-- CreateIndex
CREATE INDEX "website_traffic_timeOnPage_visitedAt_referrer_idx" ON "website_traffic"("timeOnPage", "visitedAt", "referrer");
